import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import type { FastifyStaticOptions } from '@fastify/static';

/**
 * JSON answers and the web app's files leave compressed (br or gzip, as the browser accepts) from 1 kB.
 * Brotli at quality 4: close to gzip's CPU cost with smaller output; the default 11 costs tens of ms per MB.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

/** Cache-Control of the web app: Vite's content-hashed /assets/* never change; index.html names them, so it is revalidated. */
export const webStaticOptions = (root: string): FastifyStaticOptions => ({
  root,
  wildcard: false,
  cacheControl: false,
  setHeaders(response, filePath) {
    const isHashedAsset = path.relative(root, filePath).split(path.sep)[0] === 'assets';
    response.setHeader('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
  },
});
