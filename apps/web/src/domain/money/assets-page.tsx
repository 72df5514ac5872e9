import './styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame';
import { paths } from '../../config/paths';

const sections = [
  { key: 'nav.overview', to: paths.assets.root.path },
  { key: 'nav.deposit', to: paths.assets.recharge.path },
  { key: 'nav.withdraw', to: paths.assets.withdraw.path },
  { key: 'nav.transfer', to: paths.assets.transfer.path },
  { key: 'nav.address', to: paths.assets.address.path },
] as const;

/** The frame of every assets screen: the links between the screens, its title, a line of help. */
export function AssetsPage({
  title,
  description,
  actions,
  children,
  testId,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('money');
  const links = sections.map((s) => ({ label: t(s.key), to: s.to }));
  return (
    <PageFrame
      title={title}
      description={description}
      actions={actions}
      nav={{ label: t('nav.label'), links }}
      testId={testId}
    >
      {children}
    </PageFrame>
  );
}
