import { Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/react-i18n';
import { useHelpCategories } from '../api/get-help-categories';
import classes from './help.module.css';

/** Every category, the current one marked; `current` null is "all articles". */
export function HelpCategoryNav({ current }: { current: number | null }) {
  const { t, i18n } = useTranslation('help');
  const { data } = useHelpCategories(i18n.resolvedLanguage ?? 'en');
  if (!data) return null;
  return (
    <Paper withBorder radius="md" p="xs" component="nav" aria-label={t('list.categories')}>
      <ul className={classes.nav}>
        <li>
          <Link
            to={paths.help.list.href()}
            className={classes.navLink}
            aria-current={current === null ? 'page' : undefined}
          >
            {t('list.all')}
          </Link>
        </li>
        {data.map((category) => (
          <li key={category.id}>
            <Link
              to={paths.help.list.href({ categoryId: category.id })}
              className={classes.navLink}
              aria-current={current === category.id ? 'page' : undefined}
            >
              <span>{category.name}</span>
              <Text span size="xs" c="dimmed">
                {category.totalCount}
              </Text>
            </Link>
          </li>
        ))}
      </ul>
    </Paper>
  );
}
