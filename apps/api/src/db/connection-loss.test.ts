import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isConnectionLost } from './connection-loss';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('a lost database connection', () => {
  it.each([
    ['an administrator shutdown', withCode('terminating connection due to administrator command', '57P01')],
    ['a crash shutdown', withCode('terminating connection due to crash of another server process', '57P02')],
    ['a server still starting', withCode('the database system is starting up', '57P03')],
    ['a connection failure (08006)', withCode('connection failure', '08006')],
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a socket that ended', new Error('Connection terminated unexpectedly')],
    ['a client that lost its connection', new Error('Client has encountered a connection error and is not queryable')],
    [
      'a refused connection on every address of the host',
      Object.assign(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]), { code: '' }),
    ],
    ['one wrapped by drizzle', new DrizzleQueryError('select 1', [], withCode('terminating connection', '57P01'))],
  ])('is recognised: %s', (_name, error) => {
    expect(isConnectionLost(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a cancelled statement', withCode('canceling statement due to user request', '57014')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['no error at all', 'Connection terminated'],
  ])('is not mistaken for %s', (_name, error) => {
    expect(isConnectionLost(error)).toBe(false);
  });
});
