// @ts-check
/**
 * What each build reads and where it writes, and whether it is stale. Plain JavaScript, so that
 * `npm start` checks it with node alone and reaches the server without loading TypeScript tooling.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** What every build reads: the shared contract, the lockfile, the base TypeScript options and the build itself. */
const SHARED = [
  'packages/contract/src',
  'packages/contract/package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'scripts/build.ts',
  'scripts/build-targets.mjs',
];

/** @typedef {{ name: 'web' | 'api', label: string, inputs: string[], outDir: string }} Target */

/** @type {Target[]} */
export const TARGETS = [
  {
    name: 'web',
    label: 'web app',
    inputs: [
      ...['src', 'public', 'pwa', 'index.html', 'boot-shell.css', 'student', 'vite.config.ts', 'tsconfig.json', 'package.json'].map((input) => `apps/web/${input}`),
      ...SHARED,
    ],
    outDir: path.join(ROOT, 'apps/web/dist'),
  },
  {
    name: 'api',
    label: 'API',
    inputs: ['apps/api/src', 'apps/api/package.json', 'scripts/build-api.ts', ...SHARED],
    outDir: path.join(ROOT, 'apps/api/dist'),
  },
];

/** Tests and their helpers never reach a build, so editing them leaves the build fresh. */
const IGNORED = /(\.test\.tsx?$)|(\/test\/)|(\/node_modules\/)|(\/dist\/)/;

/** @param {string} entry */
function listFiles(entry) {
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
 * @param {string} root
 * @param {string[]} inputs files or folders, relative to root
 */
export function fingerprint(root, inputs) {
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

/**
 * The fingerprint a finished build left in its output folder, if any.
 * @param {string} outDir
 */
export function readStamp(outDir) {
  const file = path.join(outDir, STAMP);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : undefined;
}

/**
 * Written only after a build succeeded, so a failed or interrupted build is redone next time.
 * @param {string} outDir
 * @param {string} value
 */
export function writeStamp(outDir, value) {
  fs.writeFileSync(path.join(outDir, STAMP), `${value}\n`);
}

/**
 * The targets whose sources differ from their last build (all of them when forced), with their new fingerprint.
 * @param {boolean} [force]
 */
export function findStale(force = false) {
  return TARGETS.map((target) => ({ target, stamp: fingerprint(ROOT, target.inputs) })).filter(
    ({ target, stamp }) => force || readStamp(target.outDir) !== stamp,
  );
}
