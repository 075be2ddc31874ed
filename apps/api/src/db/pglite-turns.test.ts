import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { QUERY_CANCELED } from './cancellable-pool';
import { fromPglite } from './client';
import { runWithRequestSignal } from './request-signal';

const opened = await PGlite.create();
const database = fromPglite(opened);
afterAll(() => database.close());

/** Runs the statements at once and notes, in order, each one's end ('q') and each turn the event loop had ('t'). */
async function timeline(statements: (() => Promise<unknown>)[]) {
  const events: string[] = [];
  let running = true;
  const tick = () => {
    events.push('t');
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  await Promise.all(statements.map((run) => run().then(() => events.push('q'))));
  running = false;
  // Turns the loop had before the first statement ended and after the last are not between statements.
  return events.join('').replace(/^t+|t+$/g, '');
}

describe('PGlite statements taking turns', () => {
  it('lets the event loop run between statements that hold it longer than the turn budget', async () => {
    const slow = () => database.sql.executeSql('SELECT count(*) FROM generate_series(1, 400000)', []);
    const order = await timeline(Array.from({ length: 6 }, () => slow));
    expect(order.match(/q/g)).toHaveLength(6);
    expect(order).not.toMatch(/qq/);

    // Without the turns, PGlite starts each waiting statement as the last one ends: nothing runs in between.
    const bare = await timeline(
      Array.from({ length: 6 }, () => () => opened.query('SELECT count(*) FROM generate_series(1, 400000)')),
    );
    expect(bare).toMatch(/qqqqq/);
  });

  it('keeps a transaction whole while other statements wait their turn', async () => {
    await database.sql.executeSql('CREATE TABLE turns (n int)');
    const inside = database.db.transaction(async (tx) => {
      await tx.execute('INSERT INTO turns VALUES (1)');
      await new Promise((resolve) => setTimeout(resolve, 20));
      await tx.execute('INSERT INTO turns VALUES (2)');
    });
    const seen = database.sql.executeSql('SELECT count(*)::int AS n FROM turns', []);
    await inside;
    expect((await seen).rows[0].n).toBe(2);
  });

  it('does not run a statement whose request was given up while it waited', async () => {
    await database.sql.executeSql('CREATE TABLE given_up (n int)');
    const request = new AbortController();
    const busy = database.sql.executeSql('SELECT count(*) FROM generate_series(1, 400000)', []);
    const insert = runWithRequestSignal(request.signal, () => database.sql.executeSql('INSERT INTO given_up VALUES ($1)', [1]));
    request.abort();
    await busy;
    await expect(insert).rejects.toMatchObject({ code: QUERY_CANCELED });
    expect((await database.sql.executeSql('SELECT count(*)::int AS n FROM given_up', [])).rows[0].n).toBe(0);
  });
});
