import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

const LOCK_OPTIONS = { stale: 15_000, update: 5_000, realpath: true };
/** Who holds the lock: host and process id, so a later start can tell a dead holder from a live one. */
const ownerFileOf = (dataDir: string) => path.join(dataDir, '.lock-owner');

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** True when the lock's holder ran on this machine and its process is gone (killed with SIGKILL, crashed). */
async function isHeldByDeadProcess(dataDir: string): Promise<boolean> {
  const owner = await fs.readFile(ownerFileOf(dataDir), 'utf8').catch(() => '');
  const [host, pidText] = owner.trim().split(' ');
  const pid = Number(pidText);
  return host === os.hostname() && Number.isInteger(pid) && pid > 0 && !isAlive(pid);
}

/**
 * PGlite has no lock of its own and two processes on one folder corrupt it,
 * so the process holds DATA_DIR exclusively for as long as it runs. A lock left behind by a
 * process that died without releasing it (kill -9) is taken over at once instead of refusing to start.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await fs.mkdir(dataDir, { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, LOCK_OPTIONS);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    if (!(await isHeldByDeadProcess(dataDir))) {
      throw new Error(`${dataDir} is in use by another process of this app; stop it first or choose another DATA_DIR.`);
    }
    await fs.rm(`${await fs.realpath(dataDir)}.lock`, { recursive: true, force: true });
    release = await lockfile.lock(dataDir, LOCK_OPTIONS);
  }
  await fs.writeFile(ownerFileOf(dataDir), `${os.hostname()} ${process.pid}\n`);
  return async () => {
    await fs.rm(ownerFileOf(dataDir), { force: true });
    await release();
  };
}
