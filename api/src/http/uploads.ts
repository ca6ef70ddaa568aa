/**
 * POST /api/uploads: one image ≤ 5 MB, JPEG / PNG / GIF judged by its first bytes (the name and
 * the declared type are ignored), stored re-encoded without its metadata (media/reencode-image),
 * with its responsive variants (media/image-variants). Nothing is written unless the file passes
 * every check, and the upload exists (its row, and the answer) only once every variant is on disk.
 * GET /uploads/<file>: the image or one of its variants; public once an approved review uses the
 * upload, else only through a link the moderation queue signed for staff (media/upload-access).
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, exists, sql } from 'drizzle-orm';
import { REVIEW_IMAGE_MAX_BYTES } from '@storefront/shared/contracts/review-image';
import { IMAGE_WIDTHS, MODERN_FORMATS, VARIANT_MIME } from '@storefront/shared/media/image-variants';
import type { Db } from '../db/client';
import { reviews, uploads } from '../db/schema';
import { localeFromHeaders, t, type MessageKey } from '../lib/i18n';
import { clientKey, type RateLimiter } from '../lib/rate-limit';
import { countSubmission } from '../lib/submission-limit';
import { encodeVariants, removeUploadFiles } from '../media/image-variants';
import { reencodeImage, type ImageFormat } from '../media/reencode-image';
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

export function registerUploadRoute(app: FastifyInstance, deps: { db: Db; uploadsDir: string; rateLimiter: RateLimiter }) {
  app.post('/api/uploads', async (request, reply) => {
    const locale = localeFromHeaders(request.headers);
    const refuse = (status: number, key: MessageKey, code: string) =>
      reply.code(status).send({ error: { code, message: t(locale, key) } });

    const refusal = await countSubmission(deps.rateLimiter, 'upload', clientKey(request.ip), locale);
    if (refusal) {
      return reply.code(429).header('Retry-After', String(refusal.retryAfterSeconds)).send({ error: { code: 'TOO_MANY_REQUESTS', message: refusal.message } });
    }
    if (!request.isMultipart()) return refuse(400, 'errors.uploadMissing', 'BAD_REQUEST');

    let bytes: Buffer;
    try {
      const file = await request.file({ limits: { fileSize: REVIEW_IMAGE_MAX_BYTES, files: 1 } });
      if (!file) return refuse(400, 'errors.uploadMissing', 'BAD_REQUEST');
      bytes = await file.toBuffer();
      if (file.file.truncated) return refuse(413, 'errors.uploadTooLarge', 'PAYLOAD_TOO_LARGE');
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') return refuse(413, 'errors.uploadTooLarge', 'PAYLOAD_TOO_LARGE');
      return refuse(400, 'errors.uploadMissing', 'BAD_REQUEST');
    }
    const type = detectImageType(bytes);
    if (!type) return refuse(415, 'errors.uploadType', 'UNSUPPORTED_MEDIA_TYPE');
    const image = await reencodeImage(bytes, type.format);
    if (image === 'tooManyPixels') return refuse(413, 'errors.uploadDimensions', 'PAYLOAD_TOO_LARGE');
    if (image === 'undecodable') return refuse(415, 'errors.uploadType', 'UNSUPPORTED_MEDIA_TYPE');

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
    return reply.code(201).send({ uploadId: id, url: `/uploads/${fileName}` });
  });
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
 * Answers GET /uploads/<file>, the upload or one of its variants. A published upload is cached for
 * good (its name is random and its bytes never change); anything else is private and stored by no
 * cache, and so is the 404, which becomes a 200 the moment the review is approved.
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
    .select({ fileName: uploads.fileName, sha256: uploads.sha256, published: exists(approvedReview).mapWith(Boolean) })
    .from(uploads)
    .where(eq(uploads.id, id))
    .limit(1);
  const file = upload && storedFile(requested, upload.fileName);
  if (!upload || !file) return notFound();
  const { published } = upload;
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
