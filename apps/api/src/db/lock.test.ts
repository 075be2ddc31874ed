import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './lock';

describe('lockDataDir', () => {
  it('refuses a second holder of the same folder until the first lets go', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'backoffice-lock-'));
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(/in use by another process/);
    await release();
    const again = await lockDataDir(dir);
    await again();
    await fs.rm(dir, { recursive: true, force: true });
  });
});
