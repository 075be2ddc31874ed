import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { classEventsSettingsOf } from '../modules/class-events/class-events.settings';
import { ASSUMED_OPEN_FILES, readOpenFilesLimit } from './open-files-limit';

const limitsFile = (openFiles: string) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'limits-')), 'limits');
  fs.writeFileSync(
    file,
    'Limit                     Soft Limit           Hard Limit           Units     \n' +
      'Max processes             63658                63658                processes \n' +
      `Max open files            ${openFiles}                 1048576              files     \n`,
  );
  return file;
};

describe('the open-files limit and the class events cap', () => {
  it("reads the process's soft limit, unlimited as Infinity, and assumes 1024 when the system does not say", () => {
    expect(readOpenFilesLimit(limitsFile('1024'))).toBe(1024);
    expect(readOpenFilesLimit(limitsFile('unlimited'))).toBe(Infinity);
    expect(readOpenFilesLimit(path.join(os.tmpdir(), 'no-such-limits-file'))).toBe(ASSUMED_OPEN_FILES);
    expect(readOpenFilesLimit()).toBeGreaterThan(0);
  });

  it('keeps EVENTS_MAX to half of the descriptors, and as set when they are plenty', () => {
    expect(classEventsSettingsOf(8, 1000, 1024).max).toBe(512);
    expect(classEventsSettingsOf(8, 1000, 65_536).max).toBe(1000);
    expect(classEventsSettingsOf(8, 1000, Infinity)).toMatchObject({ max: 1000, maxPerUser: 8 });
  });
});
