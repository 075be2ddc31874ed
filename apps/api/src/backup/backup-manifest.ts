import { z } from 'zod';
import { migrationJournal } from '../db/migration-journal';

/**
 * The layout of a backup archive (a gzip tar), in this order:
 * - `manifest.json`: what follows (backupManifestSchema);
 * - `db/pglite.tar`: the embedded database's data directory, as PGlite dumps it (one entry);
 * - `files/<name>`: every stored file, under its store name (32 hex characters and an extension).
 * Nothing else: a restore refuses any other entry.
 */
export const BACKUP_FORMAT = 'backoffice-backup';
export const BACKUP_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const DATABASE_ENTRY = 'db/pglite.tar';
export const FILES_PREFIX = 'files/';
/** A manifest is a few hundred bytes; a larger first entry is not ours. */
export const MANIFEST_MAX_BYTES = 64 * 1024;

/** The application's version, as its OpenAPI document states it; a backup records the one that made it. */
export const APP_VERSION = '1.0.0';

export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  created_at: z.iso.datetime(),
  app_version: z.string(),
  /** Migrations applied to the copied database: a restore refuses one newer than the app restoring it. */
  migrations: z.number().int().nonnegative(),
  /** Entries under files/. */
  files: z.number().int().nonnegative(),
  /**
   * What the entries after the manifest unpack to, a 512-byte header each included: a restore refuses an
   * archive as soon as it would unpack more. Archives made before it was written lack it.
   */
  bytes: z.number().int().nonnegative().optional(),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;

/** The migrations this build of the app knows (drizzle's journal). */
export const knownMigrationCount = (): number => migrationJournal().length;
