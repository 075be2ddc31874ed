/**
 * npm run rotate-keys: replaces the keys the database keeps to sign links (today the parents' unsubscribe
 * key), after a backup archive went where it should not, or after restoring one. On the embedded database
 * stop the app first (the DATA_DIR lock refuses otherwise); on PostgreSQL it runs beside the app.
 */
import path from 'node:path';
import { openPglite, openPostgres } from './db/client';
import { lockDataDir } from './db/lock';
import { parseEnv } from './env';
import { rotateUnsubscribeKey } from './modules/parents/unsubscribe-token';

const env = parseEnv();
const dataDir = path.resolve(env.DATA_DIR);
const unlock = env.DATABASE_URL ? null : await lockDataDir(dataDir);
const database = env.DATABASE_URL ? openPostgres(env.DATABASE_URL, 1) : await openPglite(path.join(dataDir, 'db'));
try {
  await database.migrate();
  await rotateUnsubscribeKey(database.db);
  console.log('rotate-keys: a new unsubscribe key; links in e-mails sent before no longer unsubscribe (the next e-mails carry new ones)');
} finally {
  await database.close();
  await unlock?.();
}
