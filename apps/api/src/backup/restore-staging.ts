import fs from 'node:fs';
import path from 'node:path';

/**
 * A restore unpacks into `.<DATA_DIR name>.restoring-<pid>-XXXXXX` beside DATA_DIR. The pid names the
 * process that owns it: a folder whose process is gone (killed midway) is removed by the next restore and
 * by the server's start; one of a restore still running is left to it.
 */
export const stagingPrefix = (dataDir: string) =>
  path.join(path.dirname(dataDir), `.${path.basename(dataDir)}.restoring-${process.pid}-`);

/** This process's staging folders, removed on SIGINT/SIGTERM by removeOwnStagingNow. */
export const stagingFolders = new Set<string>();

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Removes the staging folders of `dataDir` whose restore is no longer running; answers their names. */
export async function removeStaleStaging(dataDir: string): Promise<string[]> {
  const parent = path.dirname(path.resolve(dataDir));
  const prefix = `.${path.basename(path.resolve(dataDir))}.restoring-`;
  const names = await fs.promises.readdir(parent).catch(() => [] as string[]);
  const stale = names.filter((name) => {
    if (!name.startsWith(prefix)) return false;
    const pid = Number(/^(\d+)-/.exec(name.slice(prefix.length))?.[1]);
    // A folder of an older release (no pid) can only be a leftover.
    return !Number.isInteger(pid) || pid === 0 || (pid !== process.pid && !isRunning(pid));
  });
  await Promise.all(stale.map((name) => fs.promises.rm(path.join(parent, name), { recursive: true, force: true })));
  return stale;
}

/** On a signal: this process's staging folders go at once (synchronously, the process is about to exit). */
export function removeOwnStagingNow() {
  for (const folder of stagingFolders) fs.rmSync(folder, { recursive: true, force: true });
}
