import {
  apiErrorSchema,
  NEWSLETTER_MSG,
  newsletterSubscribeBodySchema,
  newsletterSubscribeResponseSchema,
  newsletterUnsubscribeQuerySchema,
} from '@storefront/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientAddress, limitBy } from '../../plugins/rate-limit';
import * as repo from './repository';

const tags = ['newsletter'];
/** Sign-ups per client address: enough for a family behind one router, too few to fill the list. */
export const NEWSLETTER_PER_ADDRESS = { max: 5, windowMs: 15 * 60_000 };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A page a person reads after clicking the link in a mail: no script, no outside resource. */
function sendPage(reply: FastifyReply, title: string, message: string) {
  const html = Buffer.from(
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${escapeHtml(title)}</title></head>` +
      `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#2a1033">` +
      `<h1 style="font-size:1.4rem">${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>` +
      `<p><a href="/">Back to the shop</a></p></body></html>`,
    'utf8',
  );
  return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/** The footer's newsletter box and the one-click unsubscribe link every newsletter carries. */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app.deps;

  app.post(
    '/newsletter/subscribe',
    {
      preHandler: limitBy(
        app,
        'newsletter:addr',
        NEWSLETTER_PER_ADDRESS,
        clientAddress,
        NEWSLETTER_MSG.tooMany,
      ),
      schema: {
        tags,
        description:
          'Stores the address for the newsletter. The same answer whether it was new, already ' +
          'subscribed or subscribing again after leaving, so it tells nobody who is on the list.',
        body: newsletterSubscribeBodySchema,
        response: { 200: newsletterSubscribeResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      await repo.subscribe(db, config.SHOP_ID, request.body.email);
      return { success: true as const, msg: NEWSLETTER_MSG.subscribed };
    },
  );

  app.get(
    '/newsletter/unsubscribe',
    {
      schema: {
        tags,
        description: 'The link in every newsletter: one click unsubscribes. Answers a small HTML page.',
        querystring: newsletterUnsubscribeQuerySchema,
        response: {
          200: z.string().describe('An HTML page (text/html)'),
          404: z.string().describe('An HTML page (text/html)'),
        },
      },
    },
    async (request, reply) => {
      const done = await repo.unsubscribe(db, config.SHOP_ID, request.query.token);
      if (!done) return sendPage(reply.status(404), 'Link not valid', NEWSLETTER_MSG.badLink);
      return sendPage(reply, 'Unsubscribed', NEWSLETTER_MSG.unsubscribed);
    },
  );
};
