import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from './client';

/** The migrations this build of the app ships, as drizzle's journal lists them (`when`: when each was generated). */
export function migrationJournal(): { when: number }[] {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return journal.entries;
}
