/** Fresh PostgreSQL databases for a benchmark, on BENCH_DATABASE_URL's server, dropped when done. */
import pg from 'pg';

export const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Runs work with the URL of a new database; null when the server cannot be reached (the caller says so). */
export async function withBenchDatabase(name: string, work: (url: string) => Promise<void> | void): Promise<boolean> {
  const database = `backoffice_bench_${name}_${process.pid}`;
  try {
    await adminQuery(`CREATE DATABASE ${database}`);
  } catch (error) {
    console.log(`postgres   skipped: ${(error as Error).message} (set BENCH_DATABASE_URL)`);
    return false;
  }
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    await work(url.toString());
  } finally {
    await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
  return true;
}
