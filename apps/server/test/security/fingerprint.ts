import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/**
 * A digest of every row of every table of the app, one query: comparing two tells whether a call
 * changed anything in the database, and which tables.
 */
export async function fingerprint(db: Db): Promise<Map<string, string>> {
  const tables = (
    (await db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    )) as unknown as { rows: { tablename: string }[] }
  ).rows.map((r) => r.tablename);
  const parts = tables.map(
    (name) =>
      sql`select ${name}::text as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${sql.identifier(name)} x`,
  );
  const { rows } = (await db.execute(sql.join(parts, sql` union all `))) as unknown as {
    rows: { t: string; h: string }[];
  };
  return new Map(rows.map((r) => [r.t, r.h]));
}

/** The tables whose content differs between two fingerprints. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])]
    .filter((t) => before.get(t) !== after.get(t))
    .sort();
}
