/**
 * POST /api/uploads and /api/staff/uploads: a visitor's review photo and a photo staff add to a
 * page, checked and stored the same way (acceptImage) within their own limits.
 * GET /uploads/<file>: the image or one of its variants; a staff photo is public, a review photo
 * once an approved review uses it, else only through a link the moderation queue signed for staff
 * (media/upload-access).
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, exists, sql } from 'drizzle-orm';
import { REVIEW_IMAGE_MAX_BYTES } from '@storefront/shared/contracts/review-image';
import { STAFF_IMAGE_AREAS, STAFF_IMAGE_MAX_BYTES, STAFF_IMAGE_MAX_SIDE } from '@storefront/shared/contracts/staff-image';
import { mayUse } from '@storefront/shared/contracts/staff-roles';
import { IMAGE_WIDTHS, MODERN_FORMATS, VARIANT_MIME } from '@storefront/shared/media/image-variants';
import type { Db } from '../db/client';
import { reviews, uploads } from '../db/schema';
import { bearerToken, findSession } from '../auth/sessions';
import { localeFromHeaders, t, type Locale, type MessageKey } from '../lib/i18n';
import { clientKey, type RateLimiter } from '../lib/rate-limit';
import { countSubmission } from '../lib/submission-limit';
import { encodeVariants, removeUploadFiles } from '../media/image-variants';
import { IMAGE_MAX_SIDE, reencodeImage, type ImageFormat } from '../media/reencode-image';
import { hasValidSignature } from '../media/upload-access';

export function detectImageType(bytes: Buffer): { mime: string; ext: string; format: ImageFormat } | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { mime: 'image/jpeg', ext: 'jpg', format: 'jpeg' };
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { mime: 'image/png', ext: 'png', format: 'png' };
  }
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return { mime: 'image/gif', ext: 'gif', format: 'gif' };
  return undefined;
}

/** What one upload route accepts, and what the upload it stores is for. */
interface UploadRules {
  maxBytes: number;
  maxSide: number;
  purpose: 'review' | 'staff';
}

const REVIEW_PHOTO: UploadRules = { maxBytes: REVIEW_IMAGE_MAX_BYTES, maxSide: IMAGE_MAX_SIDE, purpose: 'review' };
const STAFF_PHOTO: UploadRules = { maxBytes: STAFF_IMAGE_MAX_BYTES, maxSide: STAFF_IMAGE_MAX_SIDE, purpose: 'staff' };

/** Staff photos one member of staff may upload per window: a product's gallery at once, not a flood. */
export const STAFF_UPLOADS_PER_WINDOW = 60;
const STAFF_UPLOAD_WINDOW_SECONDS = 10 * 60;

type Deps = { db: Db; uploadsDir: string; rateLimiter: RateLimiter };

function refuse(reply: FastifyReply, locale: Locale, status: number, key: MessageKey, code: string, params?: Record<string, string | number>) {
  return reply.code(status).send({ error: { code, message: t(locale, key, params) } });
}

/**
 * POST /api/uploads, a visitor's review photo (≤ 5 MB, 2048 px), limited per network address;
 * POST /api/staff/uploads, a photo for a page (≤ 15 MB, 4096 px), for the roles that edit pages
 * with photos (STAFF_IMAGE_AREAS), limited per person.
 */
export function registerUploadRoutes(app: FastifyInstance, deps: Deps) {
  app.post('/api/uploads', async (request, reply) => {
    const locale = localeFromHeaders(request.headers);
    const refusal = await countSubmission(deps.rateLimiter, 'upload', clientKey(request.ip), locale);
    if (refusal) {
      return reply.code(429).header('Retry-After', String(refusal.retryAfterSeconds)).send({ error: { code: 'TOO_MANY_REQUESTS', message: refusal.message } });
    }
    return acceptImage(request, reply, deps, REVIEW_PHOTO, null);
  });

  app.post('/api/staff/uploads', async (request, reply) => {
    const locale = localeFromHeaders(request.headers);
    const token = bearerToken(request.headers.authorization);
    const session = token ? await findSession(deps.db, token) : null;
    if (!session) return refuse(reply, locale, 401, 'errors.unauthorized', 'UNAUTHORIZED');
    if (!STAFF_IMAGE_AREAS.some((area) => mayUse(session.user.role, area))) return refuse(reply, locale, 403, 'errors.forbidden', 'FORBIDDEN');
    const limit = await deps.rateLimiter.hit(`staff-upload:${session.user.id}`, STAFF_UPLOADS_PER_WINDOW, STAFF_UPLOAD_WINDOW_SECONDS);
    if (!limit.allowed) {
      reply.header('Retry-After', String(limit.retryAfterSeconds));
      return refuse(reply, locale, 429, 'errors.tooManySubmissions', 'TOO_MANY_REQUESTS', { minutes: Math.ceil(limit.retryAfterSeconds / 60) });
    }
    return acceptImage(request, reply, deps, STAFF_PHOTO, session.user.id);
  });
}

/**
 * Stores the one image of a multipart request by `rules`: JPEG / PNG / GIF judged by its first
 * bytes (the name and the declared type are ignored), re-encoded without its metadata
 * (media/reencode-image), with its responsive variants (media/image-variants). Nothing is written
 * unless the file passes every check, and the upload exists (its row, and the 201) only once every
 * variant is on disk.
 */
async function acceptImage(request: FastifyRequest, reply: FastifyReply, deps: Deps, rules: UploadRules, uploadedBy: number | null) {
  const locale = localeFromHeaders(request.headers);
  const megabytes = rules.maxBytes / 1024 / 1024;
  if (!request.isMultipart()) return refuse(reply, locale, 400, 'errors.uploadMissing', 'BAD_REQUEST');

  let bytes: Buffer;
  try {
    const file = await request.file({ limits: { fileSize: rules.maxBytes, files: 1 } });
    if (!file) return refuse(reply, locale, 400, 'errors.uploadMissing', 'BAD_REQUEST');
    bytes = await file.toBuffer();
    if (file.file.truncated) return refuse(reply, locale, 413, 'errors.uploadTooLarge', 'PAYLOAD_TOO_LARGE', { megabytes });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return refuse(reply, locale, 413, 'errors.uploadTooLarge', 'PAYLOAD_TOO_LARGE', { megabytes });
    return refuse(reply, locale, 400, 'errors.uploadMissing', 'BAD_REQUEST');
  }
  const type = detectImageType(bytes);
  if (!type) return refuse(reply, locale, 415, 'errors.uploadType', 'UNSUPPORTED_MEDIA_TYPE');
  const image = await reencodeImage(bytes, type.format, rules.maxSide);
  if (image === 'tooManyPixels') return refuse(reply, locale, 413, 'errors.uploadDimensions', 'PAYLOAD_TOO_LARGE');
  if (image === 'undecodable') return refuse(reply, locale, 415, 'errors.uploadType', 'UNSUPPORTED_MEDIA_TYPE');

  const id = randomUUID();
  const fileName = `${id}.${type.ext}`;
  const files = [{ fileName, bytes: image.bytes }, ...(await encodeVariants(image.bytes, fileName, type.format))];
  await mkdir(deps.uploadsDir, { recursive: true });
  try {
    // Each file goes under a temporary name first so a half-written one is never served.
    for (const file of files) {
      const target = path.join(deps.uploadsDir, file.fileName);
      await writeFile(`${target}.part`, file.bytes);
      await rename(`${target}.part`, target);
    }
    await deps.db.insert(uploads).values({
      id,
      purpose: rules.purpose,
      uploadedBy,
      fileName,
      mimeType: type.mime,
      size: image.bytes.length,
      sha256: createHash('sha256').update(image.bytes).digest('hex'),
      width: image.width,
      height: image.height,
    });
  } catch (error) {
    // No row names these files, so nothing would ever serve or sweep them.
    await Promise.all(files.map((file) => rm(path.join(deps.uploadsDir, `${file.fileName}.part`), { force: true })));
    await removeUploadFiles(deps.uploadsDir, fileName);
    throw error;
  }
  return reply.code(201).send({ uploadId: id, url: `/uploads/${fileName}`, width: image.width, height: image.height });
}

const UPLOAD_FILE_NAME = new RegExp(
  `^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:-(${IMAGE_WIDTHS.join('|')})\\.(${MODERN_FORMATS.join('|')}|jpg|png|gif)|\\.(jpg|png|gif))$`,
);

/** The stored file `requested` names for the upload stored as `fileName`, and its type; undefined when there is none. */
function storedFile(requested: RegExpExecArray, fileName: string): { mimeType: string; etagSuffix: string } | undefined {
  const [, , width, variantExtension, originalExtension] = requested;
  const ownExtension = path.extname(fileName).slice(1);
  if (originalExtension) return originalExtension === ownExtension ? { mimeType: VARIANT_MIME[ownExtension as 'jpg'], etagSuffix: '' } : undefined;
  // A variant in a raster format other than the original's does not exist.
  const extension = variantExtension as keyof typeof VARIANT_MIME;
  if (!(MODERN_FORMATS as readonly string[]).includes(extension) && extension !== ownExtension) return undefined;
  return { mimeType: VARIANT_MIME[extension], etagSuffix: `-${width}.${extension}` };
}

/**
 * Answers GET /uploads/<file>, the upload or one of its variants. A published upload (a staff
 * photo, or a review photo an approved review shows) is cached for good (its name is random and
 * its bytes never change); anything else is private and stored by no cache, and so is the 404,
 * which becomes a 200 the moment the review is approved.
 */
export async function serveUpload(
  request: FastifyRequest<{ Params: { '*': string }; Querystring: { exp?: string; sig?: string } }>,
  reply: FastifyReply,
  deps: { db: Db; uploadsDir: string },
) {
  const notFound = () => reply.code(404).header('Cache-Control', 'no-store').send({ error: { code: 'NOT_FOUND', message: 'Not Found' } });
  const fileName = request.params['*'];
  const requested = UPLOAD_FILE_NAME.exec(fileName);
  const id = requested?.[1];
  if (!requested || !id) return notFound();
  // An approved review that shows the upload makes it public.
  const approvedReview = deps.db
    .select({ one: sql`1` })
    .from(reviews)
    .where(and(eq(reviews.avatarUploadId, uploads.id), eq(reviews.status, 'approved')));
  const [upload] = await deps.db
    .select({ fileName: uploads.fileName, sha256: uploads.sha256, purpose: uploads.purpose, approved: exists(approvedReview).mapWith(Boolean) })
    .from(uploads)
    .where(eq(uploads.id, id))
    .limit(1);
  const file = upload && storedFile(requested, upload.fileName);
  if (!upload || !file) return notFound();
  const published = upload.purpose === 'staff' || upload.approved;
  if (!published && !hasValidSignature(`/uploads/${fileName}`, request.query)) return notFound();

  let bytes: Buffer;
  try {
    bytes = await readFile(path.join(deps.uploadsDir, fileName));
  } catch {
    return notFound();
  }
  // A variant is made from the original alone, so the original's hash and the variant's name identify its bytes.
  const etag = `"${upload.sha256}${file.etagSuffix}"`;
  reply
    .header('Content-Type', file.mimeType)
    .header('Cache-Control', published ? 'public, max-age=31536000, immutable' : 'private, no-store')
    .header('ETag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.send(bytes);
}
