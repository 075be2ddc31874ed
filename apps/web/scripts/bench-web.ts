/**
 * The JavaScript each route downloads, from the production build's manifest (run `npm run bench:web`):
 * the sign-in route of each app (its entry and everything the entry imports statically: main.tsx and
 * student/main.tsx draw the sign-in card from that alone, the app comes after the sign-in) and the largest
 * screen chunk. Sizes are gzip (zlib level 9), as a browser receives them from a compressing server.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

type Chunk = { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] };

const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const SIGN_IN_BUDGET_KB = 200;

const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

/** A chunk and every chunk it imports statically (what the browser fetches before running it). */
function withStaticImports(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) withStaticImports(imported, seen);
  return seen;
}

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (entries.length === 0) throw new Error('The manifest has no entry');
const signIns = entries.map((key) => {
  const files = [...withStaticImports(key)].map((imported) => manifest[imported].file);
  return { page: key, files, kb: files.reduce((total, file) => total + gzipKb(file), 0) };
});
const screens = Object.values(manifest)
  .filter((chunk) => chunk.isDynamicEntry)
  .map((chunk) => ({ name: chunk.src ?? chunk.file, kb: gzipKb(chunk.file) }))
  .sort((a, b) => b.kb - a.kb);
const allKb = Object.values(manifest)
  .filter((chunk) => chunk.file.endsWith('.js'))
  .reduce((total, chunk) => total + gzipKb(chunk.file), 0);

const kb = (value: number) => `${value.toFixed(1)} KB`;
for (const signIn of signIns) {
  console.log(
    `sign-in route JavaScript (${signIn.page}): ${kb(signIn.kb)} gzip in ${signIn.files.length} files (budget ${SIGN_IN_BUDGET_KB} KB)`,
  );
  for (const file of signIn.files) console.log(`  ${file}: ${kb(gzipKb(file))}`);
}
console.log(`largest screen chunk: ${screens[0]?.name} ${kb(screens[0]?.kb ?? 0)} gzip`);
console.log(
  `all JavaScript: ${kb(allKb)} gzip in ${Object.values(manifest).filter((c) => c.file.endsWith('.js')).length} chunks`,
);
if (signIns.some((signIn) => signIn.kb > SIGN_IN_BUDGET_KB)) process.exitCode = 1;
