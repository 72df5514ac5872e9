import { describe, expect, it } from 'vitest';
import { toCsv } from '../../lib/csv';
import { csvField, type HistoryField, splitFields, textField } from './fields';

type Row = { id: string; kind: string; note: string | null };

describe('history fields', () => {
  it('gives the table and the export their columns in the fields order, each where it belongs', () => {
    const fields: HistoryField<Row>[] = [
      textField('kind', 'Kind', (r) => r.kind.toUpperCase(), { hideOnPhone: true, value: (r) => r.kind }),
      { column: { key: 'actions', header: '', cell: () => null } },
      csvField('Note', (r) => r.note ?? ''),
      csvField('Reference', (r) => r.id),
    ];
    const { columns, csv } = splitFields(fields);
    expect(columns.map((c) => [c.key, c.header, c.hideOnPhone])).toEqual([
      ['kind', 'Kind', true],
      ['actions', '', undefined],
    ]);
    expect(toCsv(csv, [{ id: 'r1', kind: 'deposit', note: null }])).toBe(
      'Kind,Note,Reference\r\ndeposit,,r1\r\n',
    );
  });
});
