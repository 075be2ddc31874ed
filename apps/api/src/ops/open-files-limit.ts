import fs from 'node:fs';

/** What is assumed when the system does not say (not Linux): the usual soft limit of a shell. */
export const ASSUMED_OPEN_FILES = 1024;

/**
 * The soft limit of open files (descriptors) this process has, as Linux reports it in /proc/self/limits (Node
 * raises it to the hard limit at start, so it is read from the process itself): Infinity when unlimited,
 * ASSUMED_OPEN_FILES when it cannot be read.
 */
export function readOpenFilesLimit(limitsFile = '/proc/self/limits'): number {
  let text: string;
  try {
    text = fs.readFileSync(limitsFile, 'utf8');
  } catch {
    return ASSUMED_OPEN_FILES;
  }
  const soft = /^Max open files\s+(\S+)/m.exec(text)?.[1];
  if (soft === 'unlimited') return Infinity;
  const value = Number(soft);
  return Number.isSafeInteger(value) && value > 0 ? value : ASSUMED_OPEN_FILES;
}
