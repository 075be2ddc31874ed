/**
 * npm run restore -- <archive.tar.gz>: fills an empty DATA_DIR (default ./data) from a backup made by
 * GET /api/admin/backup. Exit 0 restored, 1 refused (no archive given, DATA_DIR not empty, DATABASE_URL
 * set), 2 the archive is damaged, not ours or unpacks to more than RESTORE_MAX_BYTES; on 1 and 2 nothing
 * is written. Stopped by a signal, it removes what it had unpacked.
 */
import path from 'node:path';
import { parseEnv } from '../env';
import { restoreBackup, RestoreError } from './restore-backup';
import { removeOwnStagingNow } from './restore-staging';

const fail = (text: string, code: number): never => {
  console.error(`restore: ${text}`);
  process.exit(code);
};
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
  process.once(signal, () => {
    removeOwnStagingNow();
    fail(`stopped by ${signal}; nothing was written`, code);
  });
}

const [archive] = process.argv.slice(2);
if (!archive) fail('usage: npm run restore -- <backup archive (.tar.gz)>', 1);
const env = parseEnv();
if (env.DATABASE_URL) {
  fail('DATABASE_URL is set: this server runs on PostgreSQL, restored with pg_restore (docs/deploying.md)', 1);
}
// npm runs scripts from the repository root; the archive is named from where the command was typed.
const archivePath = path.resolve(process.env.INIT_CWD ?? process.cwd(), archive);
const dataDir = path.resolve(env.DATA_DIR);
try {
  const manifest = await restoreBackup(archivePath, dataDir, {
    maxBytes: env.RESTORE_MAX_BYTES,
    passphrase: env.BACKUP_PASSPHRASE,
  });
  console.log(
    `restore: ${dataDir} filled from the backup of ${manifest.created_at} (${manifest.files} files, ${manifest.migrations} migrations); every sign-in of the backup is revoked when the server next starts`,
  );
} catch (error) {
  if (!(error instanceof RestoreError)) throw error;
  fail(error.message, error.exitCode);
}
