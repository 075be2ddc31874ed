import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('runs on the embedded defaults with nothing set', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data' });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('names each invalid variable', () => {
    expect(() => parseEnv({ PORT: 'eighty', ADMIN_EMAIL: 'nope' })).toThrow(/PORT[\s\S]*ADMIN_EMAIL|ADMIN_EMAIL[\s\S]*PORT/);
  });
});
