import { z } from 'zod';
import { migrationJournal } from '../db/migration-journal';

/**
 * The layout of a backup archive (a gzip tar), in this order. Version 2 (a database on disk, copied online):
 * - `manifest.json`: what follows (backupManifestSchema), `bytes` those of the `db/` entries before `contents.json`;
 * - `db/<path>`: the files and folders of the database's data directory as they were copied, torn;
 * - `contents.json`: what follows (contentsSchema), known once the copy has ended;
 * - `db/backup_label` and `db/pg_wal/<segment>`: what makes the copy consistent when it is first opened;
 * - `files/<name>`: every stored file, under its store name (32 hex characters and an extension).
 * Version 1 (the only one of a database in memory): `manifest.json`, `db/pglite.tar` (the data directory
 * as PGlite dumps it, one entry), `files/<name>`. Nothing else: a restore refuses any other entry.
 */
export const BACKUP_FORMAT = 'backoffice-backup';
export const MANIFEST_ENTRY = 'manifest.json';
export const CONTENTS_ENTRY = 'contents.json';
export const DATABASE_PREFIX = 'db/';
export const DATABASE_ENTRY = 'db/pglite.tar';
export const FILES_PREFIX = 'files/';
/** A manifest is a few hundred bytes; a larger first entry is not ours. */
export const MANIFEST_MAX_BYTES = 64 * 1024;

/** The application's version, as its OpenAPI document states it; a backup records the one that made it. */
export const APP_VERSION = '1.0.0';

const manifestV1Schema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(1),
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
const manifestV2Schema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(2),
  created_at: z.iso.datetime(),
  app_version: z.string(),
  migrations: z.number().int().nonnegative(),
  /** What the `db/` entries before contents.json unpack to, a 512-byte header each included. */
  bytes: z.number().int().nonnegative(),
});
export const backupManifestSchema = z.discriminatedUnion('version', [manifestV1Schema, manifestV2Schema]);
export type BackupManifest = z.infer<typeof backupManifestSchema>;

/** Version 2: what follows `contents.json`, known once the database's copy has ended. */
export const contentsSchema = z.object({
  /** Entries under files/. */
  files: z.number().int().nonnegative(),
  /** What the entries after contents.json unpack to, headers included. */
  bytes: z.number().int().nonnegative(),
});

/** The migrations this build of the app knows (drizzle's journal). */
export const knownMigrationCount = (): number => migrationJournal().length;
