import './styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame';
import { paths } from '../../../config/paths';

const sections = [
  { key: 'nav.overview', to: paths.account.userInfo.path },
  { key: 'nav.google', to: paths.account.google.path },
  { key: 'nav.password', to: paths.account.password.path },
  { key: 'nav.record', to: paths.account.record.path },
] as const;

/** The frame of every security-centre screen: the links between them, a title, a line of help. */
export function SecurityPage({
  title,
  description,
  children,
  testId,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('security');
  const links = sections.map((s) => ({ label: t(s.key), to: s.to }));
  return (
    <PageFrame title={title} description={description} nav={{ label: t('nav.label'), links }} testId={testId}>
      {children}
    </PageFrame>
  );
}
