import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_TIME_ZONE, isTimeZone } from '@backoffice/contract';
import { parseFileStoreUrl } from './storage/file-store-url';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Address to listen on; only this machine by default (a proxy in front, or HOST=0.0.0.0). */
  HOST: z.string().default('127.0.0.1'),
  /** Prometheus metrics at /metrics on 127.0.0.1:METRICS_PORT, a listener of their own; unset: none. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** On SIGTERM or SIGINT, how long requests in flight may take to finish before their connections are closed. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().default(20),
  /** Where the embedded database, files and the lock live. */
  DATA_DIR: z.string().default('./data'),
  /**
   * Where files live: unset (DATA_DIR/files) or file://<folder> on disk, or s3://<bucket>[/<prefix>] in an
   * S3-compatible bucket reached with the AWS_* variables below.
   */
  FILE_STORE: z
    .string()
    .optional()
    .transform((value, context) => {
      const parsed = parseFileStoreUrl(value);
      if (typeof parsed === 'string') context.addIssue({ code: 'custom', message: parsed });
      return typeof parsed === 'string' ? z.NEVER : parsed;
    }),
  /**
   * The AWS SDK's own variables, for FILE_STORE=s3://… An endpoint (MinIO, Ceph RGW, SeaweedFS, R2) turns on
   * path-style addressing; without the keys the SDK's usual chain (profile, instance or pod role) is asked.
   */
  AWS_ENDPOINT_URL_S3: z.string().url().optional(),
  AWS_REGION: z.string().default('us-east-1'),
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  AWS_SESSION_TOKEN: z.string().optional(),
  /** What `npm run restore` lets an archive unpack to (bytes, default 20 GiB): a larger one is refused at once. */
  RESTORE_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(20 * 2 ** 30),
  /** Encrypts every backup archive (age, passphrase); `npm run restore` reads it from here too. */
  BACKUP_PASSPHRASE: z.string().min(1).optional(),
  /** A PostgreSQL server; when unset the embedded PGlite in DATA_DIR/db is used. */
  DATABASE_URL: z.string().url().optional(),
  /** How long a start waits for the DATABASE_URL server to answer (it may boot after this process) before giving up. */
  DATABASE_WAIT_SECONDS: z.coerce.number().positive().default(120),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  /** Lifetime of a sign-in token. */
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().positive().default(5),
  /** Sign-in attempts one address may make over all e-mails in a window (password spraying). */
  LOGIN_MAX_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  /** Requests per minute one address may make to each public route (sign-in, sign-up, set-password). */
  PUBLIC_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** Sign-ups one address may send per hour. */
  SIGNUPS_PER_HOUR: z.coerce.number().int().positive().default(10),
  LOGIN_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  /** Largest JSON body accepted, in bytes. */
  /** Behind a load balancer that sets X-Forwarded-For; off by default so clients cannot pick their own address for the login limit. */
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  /** An SMTP server as a URL (smtp://user:pass@host:587, smtps://...); unset keeps mail in the outbox table. */
  SMTP_URL: z.string().url().optional(),
  /** Sender of every message. */
  MAIL_FROM: z.string().default('Back-office <no-reply@localhost>'),
  /** Where the web app is reached; links in e-mails point here. */
  APP_URL: z.string().url().default('http://localhost:3000'),
  /** Zoom server-to-server OAuth app: with all three set, meetings and webinars are created through Zoom. */
  ZOOM_ACCOUNT_ID: z.string().optional(),
  ZOOM_CLIENT_ID: z.string().optional(),
  ZOOM_CLIENT_SECRET: z.string().optional(),
  /** Zoom's API and OAuth URLs (a local fake in tests) and the time zone of meeting start times (default: the school's). */
  ZOOM_API_URL: z.string().url().default('https://api.zoom.us/v2'),
  ZOOM_OAUTH_URL: z.string().url().default('https://zoom.us/oauth/token'),
  MEETINGS_TIMEZONE: z.string().refine(isTimeZone, 'Not an IANA time zone').optional(),
  /**
   * The school's IANA time zone: "today", due dates, weeks, report and digest slots, session days and alert
   * windows are read on its clock, whatever zone the server runs in.
   */
  SCHOOL_TIMEZONE: z.string().refine(isTimeZone, 'Not an IANA time zone').default(DEFAULT_TIME_ZONE),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Largest video upload in MB (secure recorded sessions). */
  VIDEO_MAX_MB: z.coerce.number().positive().default(2048),
  /** Largest PDF upload in MB (the PDF library). */
  PDF_MAX_MB: z.coerce.number().positive().default(50),
  /** Open class events streams (live registers) of one user, and of the process (kept under half its descriptors). */
  EVENTS_MAX_PER_USER: z.coerce.number().int().positive().default(8),
  EVENTS_MAX: z.coerce.number().int().positive().default(1000),
  /** Minutes after a session's start (its first QR code) a scan still counts as present; a later one is late. */
  LATE_AFTER_MINUTES: z.coerce.number().min(0).default(10),
  /** The built web app served at /; unset or missing means API only. */
  WEB_DIST: z.string().default(path.resolve(import.meta.dirname, '../../web/dist')),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}
