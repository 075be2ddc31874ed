import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Tests and their helpers never reach a build, so editing them leaves the build fresh. */
const IGNORED = /(\.test\.tsx?$)|(\/test\/)|(\/node_modules\/)|(\/dist\/)/;

function listFiles(entry: string): string[] {
  if (!fs.existsSync(entry)) return [];
  if (!fs.statSync(entry).isDirectory()) return [entry];
  return fs
    .readdirSync(entry, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile())
    .map((dirent) => path.join(dirent.parentPath, dirent.name));
}

/**
 * One hash over the names and bytes of every input file: a change, an added or a deleted file all
 * change it, whatever the clock or a checkout did to modification times.
 */
export function fingerprint(root: string, inputs: string[]): string {
  const hash = createHash('sha256');
  const files = inputs
    .flatMap((input) => listFiles(path.join(root, input)))
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .filter((file) => !IGNORED.test(`/${file}`))
    .sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const STAMP = '.build-stamp';

/** The fingerprint a finished build left in its output folder, if any. */
export function readStamp(outDir: string): string | undefined {
  const file = path.join(outDir, STAMP);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : undefined;
}

/** Written only after a build succeeded, so a failed or interrupted build is redone next time. */
export function writeStamp(outDir: string, value: string) {
  fs.writeFileSync(path.join(outDir, STAMP), `${value}\n`);
}
