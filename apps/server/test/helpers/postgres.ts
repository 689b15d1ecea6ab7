import pg from 'pg';

/**
 * The PostgreSQL server of the suites that only make sense on one (replicas, the change feed's reconnection, ...):
 * TEST_DATABASE_URL, or undefined on a machine without PostgreSQL, where those suites skip. With EXPECT_POSTGRES=1
 * (set by .ci/run when PostgreSQL answers on 5432) a missing or unreachable server throws instead, so the file
 * fails: a run meant to cover PostgreSQL must not pass by skipping the parts that need it.
 */
export async function postgresUrl(): Promise<string | undefined> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.EXPECT_POSTGRES !== '1') return url;
  if (!url) {
    throw new Error(
      'EXPECT_POSTGRES=1 but TEST_DATABASE_URL is not set: the PostgreSQL-only suites cannot run',
    );
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (err) {
    throw new Error(`EXPECT_POSTGRES=1 but PostgreSQL at TEST_DATABASE_URL does not answer: ${String(err)}`);
  } finally {
    await client.end().catch(() => undefined);
  }
  return url;
}
