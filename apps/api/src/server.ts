import path from 'node:path';
import { parseEnv } from './env';
import { useSchoolTimeZone } from './lib/school-time';
import { applySchoolTimeZone, readSettingsRow } from './modules/settings/settings.service';
import { buildApp } from './app';
import { IN_FLIGHT_LIMIT } from './plugins/load-shedding';
import { openPglite, openPostgres, type Database } from './db/client';
import { lockDataDir } from './db/lock';
import { removeStaleStaging } from './backup/restore-staging';
import { revokeSignInsOfRestore } from './backup/restore-marker';
import { revokeAllTokens } from './modules/auth/auth.service';
import { seedEmptyDatabase } from './demo/first-admin';
import { checkPayload, JOBS, startQueue, type JobQueue } from './jobs/queue';
import { moduleJobs } from './module-jobs';
import { createMailer } from './mail/mailer';
import { enqueueMail } from './mail/worker';
import { meetingProvidersFromEnv } from './modules/meetings/providers-from-env';
import { openFileStore } from './storage/open-file-store';
import { hasFfmpeg } from './modules/media/ffmpeg';
import { chromiumPath, hasPdfEngine } from './modules/reports/report-pdf';
import { gracefulStop } from './ops/graceful-stop';
import { collectProcessMetrics } from './ops/process-metrics';
import { startMetricsServer } from './ops/metrics-server';
import { readOpenFilesLimit } from './ops/open-files-limit';
import { classEventsSettingsOf } from './modules/class-events/class-events.settings';
import { guardProcess, redactedError, redactText } from './ops/process-guard';
import { waitForDatabase } from './db/wait-for-database';
import { retryWhileAway } from './db/while-away';
import { isConnectionLost } from './db/connection-loss';

const env = parseEnv();
useSchoolTimeZone(env.SCHOOL_TIMEZONE);
const startedAt = Date.now();
const log = (line: string) => console.log(`[backoffice] ${line}`);
// First: a promise of a background loop that rejects unhandled is logged and counted, not the end of the process.
const guard = guardProcess(log);
const QUEUE_START_DELAY_MS = 1000;
/** Waits between attempts to start the job queue while the database is away: doubling up to the cap. */
const QUEUE_RETRY_MS = { first: 1000, max: 30_000 } as const;
const lifecycle = gracefulStop({ timeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000, log });

// First, so a bucket that is missing or refuses the credentials stops the start before anything else opens.
// A configuration the operator must correct is said on stderr, as Node says any error it ends a process on.
const { files, description: filesDescription } = await openFileStore(env).catch((error: unknown) => {
  console.error(`[backoffice] ${redactText(error instanceof Error ? error.message : String(error))}`);
  process.exit(1);
});
log(`Files: ${filesDescription}.`);

let unlock: (() => Promise<void>) | undefined;
let database: Database;
if (env.DATABASE_URL) {
  database = openPostgres(env.DATABASE_URL);
  log('Database: PostgreSQL server from DATABASE_URL.');
} else {
  const dataDir = path.resolve(env.DATA_DIR);
  unlock = await lockDataDir(dataDir);
  // A restore into this DATA_DIR that was killed midway left its unpacked copy beside it.
  for (const name of await removeStaleStaging(dataDir)) log(`Removed ${name}, left by a restore that did not finish.`);
  database = await openPglite(path.join(dataDir, 'db'));
  log(
    `Database: embedded PGlite in ${path.join(dataDir, 'db')} (evaluation and small single sites; use DATABASE_URL in production).`,
  );
}

/** Until the database answers, is migrated and seeded, the API listens but answers 503 (plugins/starting-gate.ts). */
let isStarting = true;
const smtp = env.SMTP_URL ? { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM } : undefined;
// The job queue starts a moment after the server listens: pg-boss's start is a chain of queries that, on
// PGlite in this process, keeps the event loop from answering for a second or more, so the first pages go
// first. Work handed over before then waits for the queue.
let startQueueNow = () => {};
let isQueueStarting = false;
const queueReady: Promise<JobQueue> = new Promise<void>((resolve) => (startQueueNow = resolve)).then(async () => {
  isQueueStarting = true;
  // A database that goes away while the queue starts (or is not back yet) is waited for: the queue starts later.
  for (let waitMs: number = QUEUE_RETRY_MS.first; ; waitMs = Math.min(waitMs * 2, QUEUE_RETRY_MS.max)) {
    try {
      return await startQueue(database, {
        schedule: true,
        jobs: moduleJobs,
        mail: smtp,
        appUrl: env.APP_URL,
        files,
        workRoot: path.join(path.resolve(env.DATA_DIR), 'work'),
        mailer,
      });
    } catch (error) {
      if (!isConnectionLost(error) || lifecycle.isStopping()) throw error;
      log(`Jobs: the database is away; starting the workers again in ${waitMs / 1000} s.`);
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }
});
let queue: JobQueue | undefined;
if (!smtp) log('Mail: SMTP_URL is not set; messages are kept in the outbox table.');
if (!(await hasFfmpeg()))
  log("Video: ffmpeg/ffprobe not found; secure video uploads will fail (install Debian's ffmpeg package).");
if (!hasPdfEngine())
  log(
    `Reports: no Chromium at ${chromiumPath()}; report PDFs will fail (install Debian's chromium package or set CHROMIUM_PATH).`,
  );
const mailer = createMailer({
  db: database.db,
  enqueue: smtp ? async (outboxId, priority) => enqueueMail(await queueReady, JOBS.sendMail, outboxId, priority) : null,
  appUrl: env.APP_URL,
  log,
});

const openFiles = readOpenFilesLimit();
const events = classEventsSettingsOf(env.EVENTS_MAX_PER_USER, env.EVENTS_MAX, openFiles);
log(
  `Live registers: at most ${events.max} streams open (${events.maxPerUser} per user), ` +
    `${openFiles === Infinity ? 'no' : openFiles} open-files limit${events.max < env.EVENTS_MAX ? `: EVENTS_MAX ${env.EVENTS_MAX} lowered to half of it` : ''}.`,
);

const app = await buildApp({
  db: database.db,
  listen: database.listen,
  isStarting: () => isStarting,
  isStopping: lifecycle.isStopping,
  snapshotDatabase: database.snapshot,
  startDatabaseBackup: database.startBackup,
  backupPassphrase: env.BACKUP_PASSPHRASE,
  settings: {
    auth: {
      tokenTtlHours: env.TOKEN_TTL_HOURS,
      maxAttempts: env.LOGIN_MAX_ATTEMPTS,
      maxAttemptsPerAddress: env.LOGIN_MAX_ATTEMPTS_PER_ADDRESS,
      windowMinutes: env.LOGIN_WINDOW_MINUTES,
    },
    rateLimit: { perMinute: env.PUBLIC_RATE_LIMIT_PER_MINUTE, signUpsPerHour: env.SIGNUPS_PER_HOUR },
    media: { videoMaxBytes: env.VIDEO_MAX_MB * 2 ** 20, pdfMaxBytes: env.PDF_MAX_MB * 2 ** 20 },
    events,
    attendance: { lateAfterMinutes: env.LATE_AFTER_MINUTES },
  },
  mailer,
  files,
  meetingProviders: meetingProvidersFromEnv(env),
  enqueue: async (name, data) => {
    checkPayload(moduleJobs, name, data);
    await (await queueReady).send(name, data);
  },
  logger: { level: env.LOG_LEVEL },
  bodyLimit: env.BODY_LIMIT,
  trustProxy: env.TRUST_PROXY,
  webDist: env.WEB_DIST,
  maxInFlight: IN_FLIGHT_LIMIT[database.kind],
  requestMetrics: env.METRICS_PORT !== undefined,
});

const metricsServer = env.METRICS_PORT === undefined ? undefined : await startMetricsServer(app.metrics, env.METRICS_PORT);
if (metricsServer) {
  collectProcessMetrics(app.metrics, { database, queue: () => queue });
  guard.register(app.metrics);
  log(`Metrics: http://127.0.0.1:${metricsServer.port}/metrics (this machine only).`);
}
lifecycle.onSignals({
  app,
  // A queue still starting is stopped once started; one never started has nothing to stop.
  stopQueue: async () => {
    if (isQueueStarting) await (await queueReady.catch(() => undefined))?.stop({ graceful: true, wait: true, timeout: 10_000 });
  },
  metricsServer,
  database,
  unlock,
});

const address = await app.listen({ port: env.PORT, host: env.HOST });
log(`Listening on ${address}; API calls answer 503 until the database is ready.`);

/**
 * A server may not answer yet (started after this process): it is waited for, up to DATABASE_WAIT_SECONDS.
 * Migrating is tried again should the server go away meanwhile (it runs in one transaction).
 */
async function prepareDatabase(): Promise<number[]> {
  if (env.DATABASE_URL) {
    const isUp = await waitForDatabase(env.DATABASE_URL, {
      limitSeconds: env.DATABASE_WAIT_SECONDS,
      log,
      isCancelled: lifecycle.isStopping,
    });
    if (!isUp) return [];
  }
  await retryWhileAway(() => database.migrate(), env.DATABASE_WAIT_SECONDS * 1000);
  if (!env.DATABASE_URL) {
    // Before the first answer: a restore left its marker (backup/restore-marker.ts).
    const revoked = await revokeSignInsOfRestore(path.resolve(env.DATA_DIR), () => revokeAllTokens(database.db));
    if (revoked !== null) log(`Restored data: every sign-in of the backup revoked (${revoked}); everyone signs in again.`);
  }
  const demoJobs = await seedEmptyDatabase(database.db, {
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    isEmbedded: database.kind === 'pglite',
    log,
    files,
  });
  // The zone saved on the Settings screen wins over SCHOOL_TIMEZONE from the first answer on.
  applySchoolTimeZone(await readSettingsRow(database.db));
  return demoJobs;
}

/** Another process may save a new zone: every minute this one takes up the saved zone (a missed read waits for the next). */
const ZONE_REFRESH_MS = 60_000;
function refreshSchoolTimeZone() {
  if (lifecycle.isStopping()) return;
  readSettingsRow(database.db).then(applySchoolTimeZone, () => undefined);
}

let demoReportJobs: number[];
try {
  demoReportJobs = await prepareDatabase();
} catch (error) {
  log(
    `The database could not be prepared, exiting: ${error instanceof Error ? redactText(error.message) : redactedError(error)}`,
  );
  process.exit(1);
}
if (!lifecycle.isStopping()) {
  isStarting = false;
  setInterval(refreshSchoolTimeZone, ZONE_REFRESH_MS).unref();
  log(`Ready on ${address} in ${Date.now() - startedAt} ms.`);
  // The demo's pending performance report is printed by the real report job once the queue runs.
  for (const jobId of demoReportJobs) {
    void queueReady
      .then((q) => q.send('performance-report', { jobId }))
      .catch((error: unknown) => log(`demo report ${jobId}: ${String(error)}`));
  }
  setTimeout(() => lifecycle.isStopping() || startQueueNow(), QUEUE_START_DELAY_MS);
  // Kept for the metrics, which count jobs only once the queue runs.
  await queueReady.then(
    (started) => {
      queue = started;
      log('Jobs: workers started.');
    },
    // Not a database away (that is waited for): a fault of this build or its settings, for the supervisor to see.
    (error: unknown) => {
      if (lifecycle.isStopping()) return;
      log(`Jobs: the workers did not start, exiting: ${redactedError(error)}`);
      process.exit(1);
    },
  );
}
