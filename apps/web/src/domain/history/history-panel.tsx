import type { ReactNode } from 'react';
import { ExportButton } from '../../components/export-button';
import { RecordTable } from '../../components/record-table';
import { TitledPanel } from '../../components/titled-panel';
import { PhoneTitle } from './columns';
import { type HistoryField, splitFields } from './fields';

/** The words a history panel shows around its rows, in the feature's namespace. */
export interface HistoryTexts {
  title: string;
  empty: string;
  loading: string;
  failed: string;
  exportTruncated: string;
}

/**
 * A history of records (deposits, withdrawals, transfers…): a titled panel with CSV export of
 * everything the filters select, the filters, and the table with paging below.
 */
export function HistoryPanel<T>({
  texts,
  testId,
  fileName,
  fields,
  fetchPage,
  filters,
  list,
  page,
  pageSize,
  onPage,
  rowKey,
  phoneTitle,
}: {
  texts: HistoryTexts;
  /** The table's test id; the export button's is `<testId>-export`. */
  testId: string;
  /** The export's file name; `coffer-<testId>` unless the list was exported under another name. */
  fileName?: string;
  /** What the table shows and the export holds, each field once (see fields.tsx). */
  fields: HistoryField<T>[];
  fetchPage: (page: number, pageSize: number) => Promise<{ totalCount: number; items: T[] }>;
  filters: ReactNode;
  /** The page in view, as its query holds it (no data until the first page arrives). */
  list: { data?: { items: T[]; totalCount: number }; isPending: boolean; isError: boolean };
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  rowKey: (row: T) => string;
  /** A phone card's top line: what moved, and how much (if the row is one amount). */
  phoneTitle: (row: T) => { title: ReactNode; amount?: string };
}) {
  const { columns, csv } = splitFields(fields);
  return (
    <TitledPanel
      title={texts.title}
      aside={
        <ExportButton
          truncatedText={texts.exportTruncated}
          fileName={fileName ?? `coffer-${testId}`}
          columns={csv}
          fetchPage={fetchPage}
          disabled={!list.data?.totalCount}
          testId={`${testId}-export`}
        />
      }
    >
      {filters}
      <RecordTable
        loadingLabel={texts.loading}
        failedText={texts.failed}
        columns={columns}
        rows={list.data?.items}
        rowKey={rowKey}
        loading={list.isPending}
        failed={list.isError}
        empty={texts.empty}
        page={page}
        totalCount={list.data?.totalCount ?? 0}
        pageSize={pageSize}
        onPage={onPage}
        testId={testId}
        phoneTitle={(row) => <PhoneTitle {...phoneTitle(row)} />}
      />
    </TitledPanel>
  );
}
