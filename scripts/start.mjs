// @ts-check
/**
 * npm start: builds what is stale (scripts/build.ts, only then loading TypeScript tooling), then runs
 * the compiled API in this same process. A second start thus costs one node process and a hash of
 * the sources before the server's own start.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { findStale, ROOT } from './build-targets.mjs';

if (findStale().length > 0) {
  const build = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/build.ts')], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(ROOT, 'apps/api/dist/server.js')).href);
