import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fingerprint, readStamp, writeStamp } from './build-targets.mjs';

let root: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const INPUTS = ['src', 'config.ts'];

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'fingerprint-'));
  write('src/a.ts', 'export const a = 1;');
  write('src/deep/b.ts', 'export const b = 2;');
  write('config.ts', 'export default {};');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the build fingerprint', () => {
  it('stays the same while nothing changes, whatever the modification times', () => {
    const before = fingerprint(root, INPUTS);
    fs.utimesSync(path.join(root, 'src/a.ts'), new Date(), new Date(Date.now() + 60_000));
    expect(fingerprint(root, INPUTS)).toBe(before);
  });

  it('changes when a source is edited, added or deleted, so the next start rebuilds', () => {
    const seen = new Set([fingerprint(root, INPUTS)]);
    write('src/deep/b.ts', 'export const b = 3;');
    seen.add(fingerprint(root, INPUTS));
    write('src/c.ts', '');
    seen.add(fingerprint(root, INPUTS));
    fs.rmSync(path.join(root, 'src/a.ts'));
    seen.add(fingerprint(root, INPUTS));
    write('config.ts', 'export default { x: 1 };');
    seen.add(fingerprint(root, INPUTS));
    expect(seen.size).toBe(5);
  });

  it('ignores tests, which no build contains', () => {
    const before = fingerprint(root, INPUTS);
    write('src/a.test.ts', 'it()');
    write('src/test/setup.ts', '');
    expect(fingerprint(root, INPUTS)).toBe(before);
  });

  it('is read back from the output folder only after a build wrote it', () => {
    const out = path.join(root, 'dist');
    fs.mkdirSync(out);
    expect(readStamp(out)).toBeUndefined();
    writeStamp(out, 'abc');
    expect(readStamp(out)).toBe('abc');
  });
});
