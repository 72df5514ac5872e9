import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

/**
 * The typed status columns ($type<WithdrawalStatus>()) refuse a number outside the enum, but a
 * number inside it (`eq(withdrawals.status, 5)`) still compiles; this catches those, so every
 * status the server reads or writes is named by the contract's enum (`s.processing`).
 */
const src = join(import.meta.dirname, '..');
const statusName = '(?:status|Status|accountType|merchantType|walletType|certificateType)';
const bareNumber = [
  new RegExp(String.raw`eq\([\w.]*\.${statusName},\s*\d`),
  new RegExp(String.raw`inArray\([\w.]*\.${statusName},\s*\[\s*\d`),
  new RegExp(String.raw`\b${statusName}\s*:\s*\d`),
  new RegExp(String.raw`\.${statusName}\s*[!=]==\s*\d`),
];

const sources = () =>
  readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.includes('migrations'))
    .map((path) => join(src, path));

it('compares and sets statuses through the enums, never a bare number', () => {
  const found = sources().flatMap((path) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .map((line, i) => ({ line: line.trim(), at: `${relative(src, path)}:${i + 1}` }))
      .filter(({ line }) => !line.startsWith('*') && !line.startsWith('//'))
      .filter(({ line }) => bareNumber.some((pattern) => pattern.test(line)))
      .map(({ line, at }) => `${at}  ${line}`),
  );
  expect(found).toEqual([]);
});
