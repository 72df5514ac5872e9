import '@mantine/core/styles/Input.css';
import { helpKeywordMax } from '@coffer/contract/help';
import { ActionIcon, Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../../../components/marketing/marketing-icons';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/react-i18n';

/** The help centre's search field; a search is a page of its own (`/help/search?keyword=`). */
export function HelpSearchBox({ initial = '', size = 'md' }: { initial?: string; size?: 'md' | 'lg' }) {
  const { t } = useTranslation('help');
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  useEffect(() => setValue(initial), [initial]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = value.trim();
    if (keyword) navigate(paths.help.search.href({ keyword }));
  };
  return (
    <search>
      <form onSubmit={submit} aria-label={t('search.label')}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            style={{ flex: 1 }}
            size={size}
            type="search"
            name="keyword"
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            maxLength={helpKeywordMax}
            placeholder={t('search.placeholder')}
            aria-label={t('search.label')}
            leftSection={<SearchIcon size={18} />}
            rightSection={
              <ActionIcon
                type="submit"
                variant="filled"
                size="lg"
                aria-label={t('search.submit')}
                hiddenFrom="xs"
              >
                <SearchIcon size={18} />
              </ActionIcon>
            }
            rightSectionWidth={48}
            rightSectionPointerEvents="all"
            data-testid="help-search-input"
          />
          <Button type="submit" size={size} data-testid="help-search-submit" visibleFrom="xs">
            {t('search.submit')}
          </Button>
        </Group>
      </form>
    </search>
  );
}
