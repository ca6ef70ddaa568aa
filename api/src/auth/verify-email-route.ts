/**
 * `GET /api/auth/verify-email?token=…`, the link in the verification mail. A plain route rather
 * than a page: the person who opens it is often signed out (registration no longer signs in), and
 * the account's page sends signed-out visitors to the sign-in page, which would drop the token.
 * The answer is a redirect to the page serving `accountHome` that says only whether the link worked.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { rolePath } from '../lib/page-links';
import { consumeVerificationToken } from './email-verification';

export const VERIFY_EMAIL_PATH = '/api/auth/verify-email';

export function registerVerifyEmailRoute(app: FastifyInstance, { db }: { db: Db }): void {
  app.get<{ Querystring: { token?: unknown } }>(VERIFY_EMAIL_PATH, async (request, reply) => {
    const token = typeof request.query.token === 'string' ? request.query.token : '';
    const verified = await consumeVerificationToken(db, token);
    // The token stays out of caches and of the Referer of the page it leads to.
    reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    return reply.redirect(`${await rolePath('accountHome')}?verified=${verified ? '1' : '0'}`, 303);
  });
}
