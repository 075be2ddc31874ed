import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { list } from 'tar';
import { PGLITE_EXTENSIONS } from '../db/client';
import { knownMigrationCount, type BackupManifest } from './backup-manifest';
import { readArchive, RestoreError } from './archive-reader';

export { RestoreError } from './archive-reader';

async function isEmptyOrMissing(folder: string): Promise<boolean> {
  const entries = await fs.promises.readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.length === 0;
}

/** The tarball must be a PostgreSQL data directory (PGlite's loader would fail on anything else, uncaught). */
async function checkDataDirectoryTarball(tarball: string) {
  let hasVersionFile = false;
  try {
    await list({
      file: tarball,
      strict: true,
      onReadEntry: (entry) => {
        if (entry.path.replace(/^\/+/, '') === 'PG_VERSION') hasVersionFile = true;
      },
    });
  } catch (error) {
    throw new RestoreError(`the database copy is damaged: ${String(error)}`);
  }
  if (!hasVersionFile) throw new RestoreError('the database copy is not a PostgreSQL data directory');
}

/** Opens the copy as the app will (DATA_DIR/db), and checks it holds the migrations the manifest says. */
async function loadDatabase(tarball: string, target: string, manifest: BackupManifest) {
  const known = knownMigrationCount();
  if (manifest.migrations > known) {
    throw new RestoreError(
      `the backup was made by a newer version of the app (${manifest.migrations} migrations; this one knows ${known}): restore it with that version`,
    );
  }
  await checkDataDirectoryTarball(tarball);
  const client = await PGlite.create(target, { loadDataDir: await fs.openAsBlob(tarball), extensions: PGLITE_EXTENSIONS });
  try {
    const { rows } = await client.query<{ count: number }>('SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations');
    if (rows[0].count !== manifest.migrations) {
      throw new RestoreError(`the database copy has ${rows[0].count} migrations where its manifest says ${manifest.migrations}`);
    }
  } finally {
    await client.close();
  }
}

/**
 * Fills an empty (or missing) `dataDir` from a backup archive: DATA_DIR/db and DATA_DIR/files, as the
 * server opens them. Everything is read and checked in a folder beside `dataDir` first, then renamed into
 * place in one step, so a damaged or foreign archive leaves `dataDir` as it was. Throws RestoreError.
 */
export async function restoreBackup(archivePath: string, dataDir: string): Promise<BackupManifest> {
  const target = path.resolve(dataDir);
  const refuseNonEmpty = async () => {
    if (!(await isEmptyOrMissing(target))) {
      throw new RestoreError(`${target} is not empty: restore into an empty DATA_DIR (a new folder, or move this one away)`, 1);
    }
  };
  await refuseNonEmpty();
  await fs.promises.access(archivePath, fs.constants.R_OK).catch(() => {
    throw new RestoreError(`cannot read ${archivePath}`, 1);
  });
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  const staging = await fs.promises.mkdtemp(path.join(path.dirname(target), `.${path.basename(target)}.restoring-`));
  try {
    const { manifest, databaseTarball } = await readArchive(archivePath, staging);
    await loadDatabase(databaseTarball, path.join(staging, 'db'), manifest);
    await fs.promises.rm(databaseTarball);
    await refuseNonEmpty();
    // rename replaces an empty folder; a missing one is simply created.
    await fs.promises.rename(staging, target);
    return manifest;
  } catch (error) {
    await fs.promises.rm(staging, { recursive: true, force: true });
    throw error instanceof RestoreError ? error : new RestoreError(`the restore failed: ${String(error)}`);
  }
}
