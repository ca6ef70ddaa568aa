/**
 * POST /api/uploads: one image ≤ 5 MB, JPEG / PNG / GIF judged by its first bytes (the name and
 * the declared type are ignored). Nothing is written unless the file passes every check.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REVIEW_IMAGE_MAX_BYTES } from '@storefront/shared/contracts/review-image';
import type { Db } from '../db/client';
import { uploads } from '../db/schema';
import { localeFromHeaders, t, type MessageKey } from '../lib/i18n';
import type { RateLimiter } from '../lib/rate-limit';

export function detectImageType(bytes: Buffer): { mime: string; ext: string } | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { mime: 'image/jpeg', ext: 'jpg' };
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { mime: 'image/png', ext: 'png' };
  }
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return { mime: 'image/gif', ext: 'gif' };
  return undefined;
}

export function registerUploadRoute(app: FastifyInstance, deps: { db: Db; uploadsDir: string; rateLimiter: RateLimiter }) {
  app.post('/api/uploads', async (request, reply) => {
    const locale = localeFromHeaders(request.headers);
    const refuse = (status: number, key: MessageKey, code: string) =>
      reply.code(status).send({ error: { code, message: t(locale, key) } });

    const limit = await deps.rateLimiter.hit(`upload:${request.ip}`, 30, 600);
    if (!limit.allowed) return refuse(429, 'errors.tooManyRequests', 'TOO_MANY_REQUESTS');
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

    const id = randomUUID();
    const fileName = `${id}.${type.ext}`;
    await mkdir(deps.uploadsDir, { recursive: true });
    // Write to a temporary name first so a half-written file is never served.
    const target = path.join(deps.uploadsDir, fileName);
    await writeFile(`${target}.part`, bytes);
    await rename(`${target}.part`, target);
    await deps.db.insert(uploads).values({
      id,
      fileName,
      mimeType: type.mime,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    return reply.code(201).send({ uploadId: id, url: `/uploads/${fileName}` });
  });
}
