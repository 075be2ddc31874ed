import fs from 'node:fs';
import path from 'node:path';
import { knownMigrationCount, type BackupManifest } from './backup-manifest';
import { readArchive, RestoreError } from './archive-reader';
import { writeRestoreMarker } from './restore-marker';
import { removeStaleStaging, stagingPrefix, stagingFolders } from './restore-staging';

export { RestoreError } from './archive-reader';

/** RESTORE_MAX_BYTES's default: what an archive may unpack to. */
export const DEFAULT_RESTORE_MAX_BYTES = 20 * 2 ** 30;

async function isEmptyOrMissing(folder: string): Promise<boolean> {
  const entries = await fs.promises.readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.length === 0;
}

/**
 * Checks the copy without opening it (PGlite's own start took the restore's peak memory from about 200 MB to
 * 470 MB): of a version of the app that knows its migrations, and a PostgreSQL data directory. The server
 * opens it, replays its WAL and revokes its sign-ins (restore-marker.ts) on its next start.
 */
function checkDatabase(databaseDir: string, manifest: BackupManifest) {
  const known = knownMigrationCount();
  if (manifest.migrations > known) {
    throw new RestoreError(
      `the backup was made by a newer version of the app (${manifest.migrations} migrations; this one knows ${known}): restore it with that version`,
    );
  }
  // PGlite's start would fail on anything else, uncaught.
  if (!['PG_VERSION', 'global/pg_control'].every((name) => fs.existsSync(path.join(databaseDir, name)))) {
    throw new RestoreError('the database copy is not a PostgreSQL data directory');
  }
}

/**
 * Fills an empty (or missing) `dataDir` from a backup archive: DATA_DIR/db and DATA_DIR/files, as the
 * server opens them. Everything is unpacked and checked in a folder beside `dataDir` first, then renamed
 * into place in one step, so a damaged, foreign or oversized archive leaves `dataDir` as it was (and its
 * folder is removed; one left by a restore that was killed is removed by the next restore or start).
 * Throws RestoreError.
 */
export async function restoreBackup(
  archivePath: string,
  dataDir: string,
  { maxBytes = DEFAULT_RESTORE_MAX_BYTES, passphrase }: { maxBytes?: number; passphrase?: string } = {},
): Promise<BackupManifest & { files: number }> {
  const target = path.resolve(dataDir);
  const refuseNonEmpty = async () => {
    if (!(await isEmptyOrMissing(target))) {
      throw new RestoreError(`${target} is not empty: restore into an empty DATA_DIR (a new folder, or move this one away)`, 1);
    }
  };
  await removeStaleStaging(target);
  await refuseNonEmpty();
  await fs.promises.access(archivePath, fs.constants.R_OK).catch(() => {
    throw new RestoreError(`cannot read ${archivePath}`, 1);
  });
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  const staging = await fs.promises.mkdtemp(stagingPrefix(target));
  stagingFolders.add(staging);
  try {
    const { manifest, files, databaseDir } = await readArchive(archivePath, staging, { maxBytes, passphrase });
    checkDatabase(databaseDir, manifest);
    await writeRestoreMarker(staging, manifest.created_at);
    await refuseNonEmpty();
    // rename replaces an empty folder; a missing one is simply created.
    await fs.promises.rename(staging, target);
    return { ...manifest, files };
  } catch (error) {
    await fs.promises.rm(staging, { recursive: true, force: true });
    throw error instanceof RestoreError ? error : new RestoreError(`the restore failed: ${String(error)}`);
  } finally {
    stagingFolders.delete(staging);
  }
}
