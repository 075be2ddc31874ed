import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './lock';

/** A real process that takes the lock and says so, then waits to be killed. */
function startHolder(dir: string) {
  const script = `import { lockDataDir } from ${JSON.stringify(path.resolve(import.meta.dirname, 'lock.ts'))};
await lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const locked = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    child.once('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
  return { child, locked };
}

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

  it('takes over at once a lock left by a process killed with SIGKILL, and refuses while the holder lives', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'backoffice-lock-'));
    const { child, locked } = startHolder(dir);
    await locked;
    await expect(lockDataDir(dir)).rejects.toThrow(/in use by another process/);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    // Within the 15 s after the kill, a restart used to be refused; now it starts.
    const release = await lockDataDir(dir);
    await release();
    await fs.rm(dir, { recursive: true, force: true });
  });
});
