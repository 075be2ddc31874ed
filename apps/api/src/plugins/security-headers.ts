import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';

/**
 * Headers of every answer. The sign-in token lives in local storage, so a script injected into the page
 * could take it: the Content-Security-Policy lets only the app's own files run (no inline script, no
 * other origin). MUI writes its styles at run time, hence inline styles; PDFs and downloads use blob: URLs.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    // Set below, only on HTTPS: the app is served over plain HTTP on the embedded default.
    strictTransportSecurity: false,
  });
  // Over HTTPS (behind a proxy only with TRUST_PROXY, which makes X-Forwarded-Proto the request's protocol), the
  // browser is told to use HTTPS alone for 180 days. Not over plain HTTP: there may be no HTTPS to promise.
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=15552000; includeSubDomains');
  });
  // Answers of the API carry personal data: no browser or proxy may keep them.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs')) reply.header('cache-control', 'no-store');
  });
}
