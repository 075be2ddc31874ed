/**
 * npm run build: builds the web app (Vite, into apps/web/dist) and the API (one esbuild bundle, into
 * apps/api/dist), each only when its sources changed since its last build. `--force` rebuilds both.
 * npm start runs this first, so a second start goes straight to the server.
 */
import path from 'node:path';
import { buildApi } from './build-api';
import { fingerprint, readStamp, writeStamp } from './fingerprint';

const ROOT = path.resolve(import.meta.dirname, '..');
/** What every build reads: the shared contract, the lockfile, the base TypeScript options and this script. */
const SHARED = [
  'packages/contract/src',
  'packages/contract/package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'scripts/build.ts',
  'scripts/fingerprint.ts',
];

type Target = { name: string; inputs: string[]; outDir: string; build: () => Promise<void> };

const targets: Target[] = [
  {
    name: 'web app',
    inputs: [
      ...['src', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json'].map((input) => `apps/web/${input}`),
      ...SHARED,
    ],
    outDir: path.join(ROOT, 'apps/web/dist'),
    build: async () => {
      const { build } = await import('vite');
      await build({ configFile: path.join(ROOT, 'apps/web/vite.config.ts'), logLevel: 'warn' });
    },
  },
  {
    name: 'API',
    inputs: ['apps/api/src', 'apps/api/package.json', 'scripts/build-api.ts', ...SHARED],
    outDir: path.join(ROOT, 'apps/api/dist'),
    build: () => buildApi(ROOT),
  },
];

const force = process.argv.includes('--force');
for (const target of targets) {
  const startedAt = Date.now();
  const stamp = fingerprint(ROOT, target.inputs);
  if (!force && readStamp(target.outDir) === stamp) {
    console.log(`[build] ${target.name}: up to date (${Date.now() - startedAt} ms).`);
    continue;
  }
  console.log(`[build] ${target.name}: building…`);
  await target.build();
  writeStamp(target.outDir, stamp);
  console.log(`[build] ${target.name}: built in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`);
}
