import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unsubscribeApi } from '@backoffice/contract';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { invalidField, notFound } from '../../plugins/app-error';
import { route } from '../../plugins/endpoints';
import { isUnsubscribed, unsubscribeAddress } from '../parents/parent-addresses';
import { verifyUnsubscribeToken } from '../parents/unsubscribe-token';
import { confirmPage, donePage } from './unsubscribe-page';

/** The address of a token that still works: a forged one, or one whose address already left, is 404. */
async function liveAddress(db: Db, token: string): Promise<string> {
  const email = await verifyUnsubscribeToken(db, token);
  if (!email || (await isUnsubscribed(db, email))) throw notFound();
  return email;
}

/** The `List-Unsubscribe` field of a multipart one-click post; a file in it is refused (413). */
async function multipartOneClick(request: FastifyRequest): Promise<string | undefined> {
  let value: string | undefined;
  for await (const part of request.parts({ limits: { files: 0, fields: 5, fieldSize: 100 } })) {
    if (part.type === 'field' && part.fieldname === 'List-Unsubscribe') value = String(part.value);
  }
  return value;
}

/**
 * The unsubscribe link of parents' e-mails, without signing in. The token travels as `token` (in the page's
 * query, in the form's body), which the logs redact. GET changes nothing (a mail scanner may open links).
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  // The page's form posts application/x-www-form-urlencoded; only these routes read it.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  route(app, unsubscribeApi.page, {
    handler: async (request, reply) => {
      const email = await liveAddress(db, request.query.token);
      return reply.type('text/html; charset=utf-8').send(confirmPage(email, request.query.token));
    },
  });
  // The List-Unsubscribe address (RFC 8058): the mail client posts it without asking again, and may post it
  // twice, so an address already gone is still 200.
  route(app, unsubscribeApi.oneClick, {
    handler: async (request, reply) => {
      const oneClick = request.isMultipart() ? await multipartOneClick(request) : request.body?.['List-Unsubscribe'];
      if (oneClick !== 'One-Click') throw invalidField('List-Unsubscribe', 'List-Unsubscribe=One-Click is required');
      const email = await verifyUnsubscribeToken(db, request.query.token);
      if (!email) throw notFound();
      if (await unsubscribeAddress(db, email)) request.log.info('a parent address unsubscribed in one click');
      return reply.type('text/html; charset=utf-8').send(donePage(email));
    },
  });
  route(app, unsubscribeApi.confirm, {
    handler: async (request, reply) => {
      const email = await liveAddress(db, request.body.token);
      // Two posts at once: only the one that adds the address succeeds, the other is 404 like any reuse.
      if (!(await unsubscribeAddress(db, email))) throw notFound();
      request.log.info('a parent address unsubscribed');
      return reply.type('text/html; charset=utf-8').send(donePage(email));
    },
  });
};
