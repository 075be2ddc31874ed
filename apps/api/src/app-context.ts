import type { Db } from './db/client';
import type { AuthSettings } from './modules/auth/auth.service';
import type { Mailer } from './mail/mailer';

/** What every route module receives: the database and the settings parsed from the environment. */
export type AppContext = {
  db: Db;
  settings: { auth: AuthSettings };
  /** The one mailer: outbox first, then SMTP through the send-mail job. */
  mailer: Mailer;
};
