import './styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame';
import { paths } from '../../../config/paths';

/** The frame of the convert screens: the links between them, a title, a line of help. */
export function ConvertPage({
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
  const { t } = useTranslation('convert');
  const links = [
    { label: t('nav.convert'), to: paths.trading.convert.path },
    { label: t('nav.orders'), to: paths.trading.convertOrder.path },
  ];
  return (
    <PageFrame title={title} description={description} nav={{ label: t('nav.label'), links }} testId={testId}>
      {children}
    </PageFrame>
  );
}
