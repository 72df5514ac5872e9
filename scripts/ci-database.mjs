// CI's PostgreSQL database for the API tests, made and dropped with the project's own `pg` client
// (a fresh machine may have no psql): `create` prints the new database's URL, or nothing when no
// PostgreSQL answers at 127.0.0.1:5432; `drop URL` removes it.
import pg from 'pg';

const server = 'postgres://postgres@127.0.0.1:5432';
const [command, url] = process.argv.slice(2);

const client = new pg.Client({ connectionString: `${server}/postgres`, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
} catch {
  process.exit(0); // no PostgreSQL here: the API tests run on PGlite only
}
try {
  if (command === 'create') {
    const name = `coffer_ci_${Date.now()}_${process.pid}`;
    await client.query(`create database ${name}`);
    process.stdout.write(`${server}/${name}\n`);
  } else if (command === 'drop' && url) {
    const name = new URL(url).pathname.slice(1);
    if (/^coffer_ci_\d+_\d+$/.test(name)) {
      // The run's scratch databases (`<name>_<tag>_<hex>`) go with it, also any a crashed or
      // interrupted test file could not drop itself.
      const { rows } = await client.query(
        "select datname from pg_database where datname like $1 || '\\_%' escape '\\'",
        [name],
      );
      for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
      await client.query(`drop database if exists ${name} with (force)`);
    }
  }
} finally {
  await client.end();
}
