/**
 * npm run build: builds the web app (Vite, into apps/web/dist) and the API (one esbuild bundle, into
 * apps/api/dist), each only when its sources changed since its last build. `--force` rebuilds both.
 * npm start runs it when scripts/build-targets.mjs finds a build stale.
 */
import path from 'node:path';
import { buildApi } from './build-api';
import { findStale, ROOT, TARGETS, writeStamp, type Target } from './build-targets.mjs';

const builders: Record<Target['name'], () => Promise<void>> = {
  web: async () => {
    const { build } = await import('vite');
    await build({ configFile: path.join(ROOT, 'apps/web/vite.config.ts'), logLevel: 'warn' });
  },
  api: () => buildApi(ROOT),
};

const stale = findStale(process.argv.includes('--force'));
for (const target of TARGETS) {
  if (!stale.some((entry) => entry.target === target)) console.log(`[build] ${target.label}: up to date.`);
}
for (const { target, stamp } of stale) {
  const startedAt = Date.now();
  console.log(`[build] ${target.label}: building…`);
  await builders[target.name]();
  writeStamp(target.outDir, stamp);
  console.log(`[build] ${target.label}: built in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`);
}
