import '../../../domain/money/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame';
import { paths } from '../../../config/paths';

/** The frame of the OTC screens: links between trading and the orders, a title, a line of help. */
export function OtcPage({
  title,
  description,
  children,
  testId,
}: {
  title: string;
  description: string;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('otc');
  const links = [
    { label: t('page.trade'), to: paths.trading.otc.path },
    { label: t('page.orders'), to: paths.trading.otcOrder.path },
  ];
  return (
    <PageFrame title={title} description={description} nav={{ label: t('page.nav'), links }} testId={testId}>
      {children}
    </PageFrame>
  );
}
