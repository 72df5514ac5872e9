export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string;
}

const numeric = /^-?\d+(\.\d+)?$/;

/**
 * One cell: quoted when it holds a separator, quote or line break; text that a spreadsheet would
 * run as a formula (=, +, -, @, tab, CR at the start) gets a leading apostrophe, numbers stay numbers.
 */
export function csvCell(value: string): string {
  const safe = !numeric.test(value) && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The rows as CSV text with a header line, CRLF line ends (RFC 4180). */
export function toCsv<T>(columns: CsvColumn<T>[], rows: T[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Saves the text as a file; the byte-order mark lets spreadsheet programs read Chinese as UTF-8. */
export function downloadCsv(fileName: string, text: string): void {
  const blob = new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Rows exported at most: pages of 100, ten of them (every list is bounded). */
export const exportPageSize = 100;
export const exportRowsMax = 1000;

/** Reads pages until the list ends or the cap is reached; `truncated` says the cap cut it short. */
export async function collectPages<T>(
  fetchPage: (page: number, pageSize: number) => Promise<{ totalCount: number; items: T[] }>,
): Promise<{ rows: T[]; truncated: boolean }> {
  const rows: T[] = [];
  for (let page = 1; rows.length < exportRowsMax; page++) {
    const result = await fetchPage(page, exportPageSize);
    rows.push(...result.items);
    if (result.items.length < exportPageSize || rows.length >= result.totalCount)
      return { rows, truncated: false };
  }
  return { rows, truncated: true };
}
