import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

/**
 * Packages stay in node_modules (they ship JavaScript, native binaries and WebAssembly of their own);
 * only our TypeScript (the API and the workspace contract, which exports .ts) goes into the bundle.
 */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@backoffice/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * `import.meta.dirname` keeps meaning the source file's folder inside the bundle, so paths resolved
 * from it (the migrations in apps/api/drizzle, the web app in apps/web/dist) are the same under tsx
 * and under node.
 */
function sourceDirname(outDir: string): Plugin {
  return {
    name: 'source-dirname',
    setup(bundle) {
      bundle.onLoad({ filter: /\.ts$/ }, (args) => {
        const source = fs.readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.dirname')) return undefined;
        const fromBundle = path.relative(outDir, path.dirname(args.path)).split(path.sep).join('/');
        return {
          contents: source.replaceAll('import.meta.dirname', `(import.meta.dirname + ${JSON.stringify(`/${fromBundle}`)})`),
          loader: 'ts',
        };
      });
    },
  };
}

/** apps/api/dist/server.js: the API as one ES module for `node`, with a source map for stack traces. */
export async function buildApi(root: string) {
  const outDir = path.join(root, 'apps/api/dist');
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(root, 'apps/api/src/server.ts')],
    outfile: path.join(outDir, 'server.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalPackages, sourceDirname(outDir)],
  });
}
