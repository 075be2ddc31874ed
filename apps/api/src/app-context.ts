import type { Database, Db } from './db/client';
import type { AuthSettings } from './modules/auth/auth.service';
import type { RateLimitSettings } from './plugins/rate-limit';
import type { Mailer } from './mail/mailer';
import type { Enqueue } from './jobs/queue';
import type { FileStore } from './storage/file-store';
import type { MeetingProviders } from './modules/meetings/meetings.service';
import type { MediaSettings } from './modules/media/media-settings';
import type { ClassEventsSettings } from './modules/class-events/class-events.settings';
import type { AttendanceSettings } from './modules/student-work/student-attendance.service';

/** What every route module receives: the database and the settings parsed from the environment. */
export type AppContext = {
  db: Db;
  settings: {
    auth: AuthSettings;
    rateLimit: RateLimitSettings;
    media?: MediaSettings;
    events?: ClassEventsSettings;
    attendance?: AttendanceSettings;
  };
  /** The one mailer: outbox first, then SMTP through the send-mail job. */
  mailer: Mailer;
  /** Uploaded and generated files (DATA_DIR/files by default). */
  files: FileStore;
  /** Hands a job to the queue's workers. */
  enqueue: Enqueue;
  /** Where meetings are hosted: a pasted link always, Zoom when configured (default: link only). */
  meetingProviders?: MeetingProviders;
  /** The database's LISTEN, for the class events streams (without it they carry replays only). */
  listen?: Database['listen'];
  /**
   * True while the process listens but its database is not yet reachable, migrated and seeded: readiness and
   * every other API call answer 503 (default: never; server.ts only).
   */
  isStarting?: () => boolean;
  /** True once the process has begun to stop (SIGTERM): readiness answers 503 (default: never). */
  isStopping?: () => boolean;
  /** The embedded database's consistent copy, for GET admin/backup; unset on PostgreSQL, where that answers 409. */
  snapshotDatabase?: Database['snapshot'];
  /** The embedded database on disk: its online backup (see backup/backup-archive.ts). */
  startDatabaseBackup?: Database['startBackup'];
  /** BACKUP_PASSPHRASE: when set, every backup archive is encrypted with it (age). */
  backupPassphrase?: string;
};
