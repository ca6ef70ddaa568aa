/**
 * What visitors may submit from one network address: comments, reviews, price quotes, newsletter
 * sign-ups and review photos each land in a table (or on disk) and in a staff queue, so a flood
 * from one address would fill both. Each kind has its own counter, in the shared rate limiter.
 */
import { DomainError } from './domain-error';
import type { Locale } from './i18n';
import { t } from './i18n';
import type { RateLimiter } from './rate-limit';

export type SubmissionKind = 'comment' | 'review' | 'quote' | 'newsletter' | 'upload';

/** Submissions of one kind one address may make per window. */
export const SUBMISSIONS_PER_WINDOW = 5;
export const SUBMISSION_WINDOW_SECONDS = 10 * 60;

export interface SubmissionRefusal {
  retryAfterSeconds: number;
  /** "too many submissions, try again in N minutes", in the request's locale. */
  message: string;
}

/**
 * Counts one submission of `kind` from `ip`; null while under the limit, else why it is refused.
 * The upload route (a plain HTTP route) calls this directly and answers 429 with the message.
 */
export async function countSubmission(
  rateLimiter: RateLimiter,
  kind: SubmissionKind,
  ip: string,
  locale: Locale,
): Promise<SubmissionRefusal | null> {
  const result = await rateLimiter.hit(`submit:${kind}:${ip}`, SUBMISSIONS_PER_WINDOW, SUBMISSION_WINDOW_SECONDS);
  if (result.allowed) return null;
  const minutes = Math.ceil(result.retryAfterSeconds / 60);
  return { retryAfterSeconds: result.retryAfterSeconds, message: t(locale, 'errors.tooManySubmissions', { minutes }) };
}

/** For procedures: throws TOO_MANY_REQUESTS (429) past the limit, before anything is stored. */
export async function limitSubmissions(
  ctx: { rateLimiter: RateLimiter; ip: string; locale: Locale },
  kind: SubmissionKind,
): Promise<void> {
  const refusal = await countSubmission(ctx.rateLimiter, kind, ctx.ip, ctx.locale);
  if (refusal) throw new DomainError('TOO_MANY_REQUESTS', refusal.message);
}
