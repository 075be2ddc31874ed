import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Linux's `setpriv --pdeathsig KILL` (util-linux): the kernel kills the child when this process dies,
 * even by SIGKILL, where no handler of ours runs. Probed once; elsewhere children are only killed by us.
 */
let parentDeathWrapper: string[] | null | undefined;
function wrapperOf(): string[] | null {
  parentDeathWrapper ??=
    spawnSync('setpriv', ['--pdeathsig', 'KILL', 'true']).status === 0 ? ['setpriv', '--pdeathsig', 'KILL'] : null;
  return parentDeathWrapper;
}

/** Process groups of the children still running; killed when this process exits. */
const groups = new Set<number>();
let isExitHookInstalled = false;

function killGroup(pid: number) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/**
 * Spawns a program in a process group of its own, so that a terminal's Ctrl-C or a signal meant for this
 * server does not reach it half-way, and kills that group when `signal` aborts or this process exits
 * (`process.exit` after SIGTERM or SIGINT, a crash); a SIGKILL of this process ends it through the
 * parent-death signal.
 */
export function spawnInGroup(
  command: string,
  args: string[],
  options: { signal?: AbortSignal } = {},
): ChildProcessWithoutNullStreams {
  if (!isExitHookInstalled) {
    isExitHookInstalled = true;
    process.on('exit', () => groups.forEach(killGroup));
  }
  const wrapper = wrapperOf();
  const child = wrapper
    ? spawn(wrapper[0], [...wrapper.slice(1), command, ...args], { detached: true })
    : spawn(command, args, { detached: true });
  const pid = child.pid;
  if (pid === undefined) return child;
  groups.add(pid);
  const onAbort = () => killGroup(pid);
  if (options.signal?.aborted) onAbort();
  else options.signal?.addEventListener('abort', onAbort, { once: true });
  child.once('exit', () => {
    groups.delete(pid);
    options.signal?.removeEventListener('abort', onAbort);
  });
  return child;
}

/**
 * The processes whose command line names a path inside `folder` (ffmpeg writing its segments there,
 * Chromium with its profile there). Linux only (/proc); a process of another user cannot be read.
 */
export async function processesIn(folder: string): Promise<number[]> {
  const inside = folder.endsWith(path.sep) ? folder : folder + path.sep;
  const entries = await fs.readdir('/proc').catch(() => [] as string[]);
  const found: number[] = [];
  for (const entry of entries) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    const commandLine = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (commandLine.split('\0').some((arg) => arg.includes(inside))) found.push(pid);
  }
  return found;
}

/** Kills, with their groups, the processes a dead owner's job left running in `folder`; answers their ids. */
export async function killProcessesIn(folder: string): Promise<number[]> {
  const killed: number[] = [];
  for (const pid of await processesIn(folder)) {
    // A group leader takes its group with it; any other process goes alone.
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        continue;
      }
    }
    killed.push(pid);
  }
  return killed;
}
