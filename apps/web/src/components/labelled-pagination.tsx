import { Pagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from '../lib/react-i18n';

/** Mantine's pagination with its buttons named for a screen reader, in the reader's language. */
export function LabelledPagination(props: Omit<PaginationProps, 'getControlProps' | 'getItemProps'>) {
  const { t } = useTranslation('common');
  return (
    <Pagination
      {...props}
      getControlProps={(control) => ({
        'aria-label':
          control === 'next' || control === 'last' ? t('table.nextPage') : t('table.previousPage'),
      })}
      getItemProps={(item) => ({ 'aria-label': t('table.page', { page: item }) })}
    />
  );
}
