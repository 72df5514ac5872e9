import type { AppLanguage } from '@coffer/contract/common';
import { Text, UnstyledButton } from '@mantine/core';
import { lazy } from 'react';
import { GlobeIcon } from '../../components/icons';
import { useTranslation } from '../../lib/react-i18n';
import { DeferredMenu } from './deferred-menu';
import classes from './layout.module.css';

/** Each language named in itself, so a reader finds theirs whatever is shown now. */
export const languageNames: Record<AppLanguage, string> = {
  en: 'English',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
};

const load = () => import('./language-menu-dropdown');
const Dropdown = lazy(load);

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = (i18n.resolvedLanguage ?? 'en') as AppLanguage;
  const trigger = (
    <UnstyledButton className={classes.navLink} aria-label={t('header.language')} data-testid="language-menu">
      <GlobeIcon size={18} />
      <Text span size="sm" visibleFrom="lg">
        {languageNames[current]}
      </Text>
    </UnstyledButton>
  );
  return (
    <DeferredMenu trigger={trigger} load={load}>
      {(start) => <Dropdown trigger={trigger} current={current} start={start} />}
    </DeferredMenu>
  );
}
