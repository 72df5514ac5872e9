import type { AppLanguage } from '@coffer/contract/common';
import { Menu, Text, UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '../../components/icons';
import { track } from '../../lib/action-log';
import { languages, setLanguage } from '../../lib/i18n';
import classes from './layout.module.css';

/** Each language named in itself, so a reader finds theirs whatever is shown now. */
export const languageNames: Record<AppLanguage, string> = {
  en: 'English',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
};

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const current = (i18n.resolvedLanguage ?? 'en') as AppLanguage;
  const choose = async (language: AppLanguage) => {
    if (language === current) return;
    track('languageChange', language);
    await setLanguage(language);
    // Server texts (notices, footer links) come in the reader's language.
    await queryClient.invalidateQueries();
  };
  return (
    <Menu position="bottom-end" offset={6} shadow="md">
      <Menu.Target>
        <UnstyledButton
          className={classes.navLink}
          aria-label={t('header.language')}
          data-testid="language-menu"
        >
          <GlobeIcon size={18} />
          <Text span size="sm" visibleFrom="lg">
            {languageNames[current]}
          </Text>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {languages.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            onClick={() => void choose(language)}
            aria-current={language === current ? 'true' : undefined}
            fw={language === current ? 700 : undefined}
            data-testid={`language-${language}`}
          >
            {languageNames[language]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
