import { Container } from '@mantine/core';
import { getNoticesQueryOptions, noticePageSize } from '../../../../features/site/notices/api/get-notices';
import { NoticeList } from '../../../../features/site/notices/components/notice-list';
import { pagedListLoader, usePageParam } from '../paged-list';

export const loader = pagedListLoader('notices', (page, language) =>
  getNoticesQueryOptions({ page, pageSize: noticePageSize, language }),
);

export default function NoticeListRoute() {
  const { page, onPageChange } = usePageParam();
  return (
    <Container size="md" py="xl">
      <NoticeList page={page} onPageChange={onPageChange} />
    </Container>
  );
}
