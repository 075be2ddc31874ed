import type { Db } from './client';

/**
 * What is built from a database once, on first use, and handed back the same after: prepared statements
 * (PostgreSQL parses and plans a named one once per connection). Held weakly, so a closed database goes.
 */
export function oncePerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}
