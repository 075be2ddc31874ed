import type { Db } from './db/client';
import type { AuthSettings } from './modules/auth/auth.service';

/** What every route module receives: the database and the settings parsed from the environment. */
export type AppContext = {
  db: Db;
  settings: { auth: AuthSettings };
};
