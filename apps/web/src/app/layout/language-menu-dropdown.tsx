import '@mantine/core/styles/Menu.css';
import type { AppLanguage } from '@coffer/contract/common';
import { Menu } from '@mantine/core';
import { cloneElement, type ReactElement } from 'react';
import { track } from '../../lib/action-log';
import { invalidateCached } from '../../lib/cached-read';
import { languages, setLanguage } from '../../lib/i18n';
import { loadedQueryClient } from '../../lib/lazy-query-client';
import type { DeferredMenuStart } from './deferred-menu';
import { languageNames } from './language-menu';

/** The language menu's dropdown: loaded on the first interaction with its trigger. */
export default function LanguageMenuDropdown({
  trigger,
  current,
  start,
}: {
  trigger: ReactElement<Record<string, unknown>>;
  current: AppLanguage;
  start: DeferredMenuStart;
}) {
  const choose = async (language: AppLanguage) => {
    if (language === current) return;
    track('languageChange', language);
    await setLanguage(language);
    // Server texts (notices, footer links) come in the reader's language.
    await Promise.all([invalidateCached(), loadedQueryClient()?.invalidateQueries()]);
  };
  return (
    <Menu position="bottom-end" offset={6} shadow="md" defaultOpened={start.opened}>
      <Menu.Target>{cloneElement(trigger, { autoFocus: start.focused })}</Menu.Target>
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
