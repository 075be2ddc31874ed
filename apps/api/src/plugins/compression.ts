import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyStaticOptions } from '@fastify/static';

const THRESHOLD = 1024;
const ENCODINGS: Array<'br' | 'gzip'> = ['br', 'gzip'];
/** Brotli at quality 4: close to gzip's CPU cost with smaller output; the default 11 costs tens of ms per MB. */
const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * JSON answers and the web app's files leave compressed (br or gzip, as the browser accepts) from 1 kB.
 * @fastify/compress streams the files; a JSON answer, already one string, is compressed by one zlib call
 * instead of its stream chain (about 1 ms less CPU a request). The library then sees the encoding and passes.
 */
export async function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', compressJsonAnswer);
  await app.register(fastifyCompress, { threshold: THRESHOLD, encodings: ENCODINGS, brotliOptions });
}

async function compressJsonAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string' || payload.length < THRESHOLD / 3 || reply.hasHeader('content-encoding')) return payload;
  if (request.headers['x-no-compression'] !== undefined) return payload;
  if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
  const encoding = encodingFor(request.headers['accept-encoding']);
  if (!encoding) return payload;
  const bytes = Buffer.from(payload);
  if (bytes.length < THRESHOLD) return payload;
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'accept-encoding');
  else if (!String(vary).includes('accept-encoding')) reply.header('vary', `${String(vary)}, accept-encoding`);
  reply.header('content-encoding', encoding);
  return encoding === 'br' ? brotli(bytes, brotliOptions) : gzip(bytes);
}

/** As @fastify/compress reads Accept-Encoding: "*" and x-gzip stand for gzip. */
function encodingFor(header: string | undefined): string | null {
  if (header == null) return null;
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), ENCODINGS);
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
