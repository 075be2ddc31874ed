import fs from 'node:fs/promises';
import lockfile from 'proper-lockfile';

/**
 * PGlite has no lock of its own and two processes on one folder corrupt it,
 * so the process holds DATA_DIR exclusively for as long as it runs.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await fs.mkdir(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, { stale: 15_000, update: 5_000, realpath: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new Error(`${dataDir} is in use by another process of this app; stop it first or choose another DATA_DIR.`);
    }
    throw error;
  }
}
