/**
 * Review photos through the real HTTP routes: what a phone photo carries (GPS position, rotation,
 * size) never reaches a reader, and nobody but staff sees one before its review is approved.
 */
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '@storefront/shared/media/image-variants';
import { uploads } from '../../db/schema';
import { deleteOrphanUploads } from '../../media/orphan-uploads';
import { signedUploadUrl } from '../../media/upload-access';
import { buildServer } from '../../server';
import { callerFor, userWithToken } from '../../testing/callers';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';

// Every accepted upload encodes its fifteen variants before it answers.
jest.setTimeout(60_000);

const secretBefore = process.env.UPLOAD_URL_SECRET;
process.env.UPLOAD_URL_SECRET = 'a test secret of at least thirty-two characters';

let database: TestDatabase;
let app: FastifyInstance;
let uploadsDir: string;
let staffToken: string;
const tokens: Record<'customer' | 'editor' | 'admin', string> = { customer: '', editor: '', admin: '' };

beforeAll(async () => {
  database = await createTestDatabase();
  uploadsDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'sf-uploads-')), 'uploads');
  app = await buildServer({ db: database.db, publicUrl: 'https://mayngan.example', distDir: '/nonexistent', uploadsDir, seedMediaDir: '/nonexistent', logLevel: 'silent' });
  staffToken = (await userWithToken(database.db, 'staff')).token;
  for (const role of ['customer', 'editor', 'admin'] as const) tokens[role] = (await userWithToken(database.db, role)).token;
}, 120_000);
afterAll(async () => {
  await app.close();
  await database.destroy();
  process.env.UPLOAD_URL_SECRET = secretBefore;
});

function multipart(fileName: string, type: string, bytes: Buffer) {
  const boundary = '----sf-upload-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

// Each upload comes from its own address, so the per-address limit only bites where a test wants it.
let nextAddress = 1;
async function upload(bytes: Buffer, name = 'photo.jpg', type = 'image/jpeg', remoteAddress = `203.0.113.${nextAddress++}`) {
  const response = await app.inject({ method: 'POST', url: '/api/uploads', remoteAddress, ...multipart(name, type, bytes) });
  return { status: response.statusCode, body: response.json() as { uploadId: string; url: string; error?: { message: string } } };
}

async function reviewWith(uploadId: string) {
  const caller = await callerFor(database.db);
  return caller.review.create({ authorName: 'Hà', rating: 5, content: 'Cáp treo rất đẹp', serviceType: 'cable-car', visitDate: '2025-05-01', avatarUploadId: uploadId });
}

async function staffQueueAvatar(reviewId: number) {
  const queue = await (await callerFor(database.db, { token: staffToken })).moderation.queue({ pageSize: 50 });
  const review = queue.items.find((item) => item.kind === 'review' && item.id === reviewId);
  return review?.kind === 'review' ? review.avatarUrl : undefined;
}

/** The tag numbers in the GPS directory of an EXIF block (TIFF layout, either byte order). */
function gpsTagsOf(exif: Buffer | undefined): number[] {
  if (!exif) return [];
  const tiff = exif.subarray(exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const entries = (ifd: number) => Array.from({ length: u16(ifd) }, (_, i) => ({ tag: u16(ifd + 2 + i * 12), value: u32(ifd + 2 + i * 12 + 8) }));
  const gpsPointer = entries(u32(4)).find((entry) => entry.tag === 0x8825);
  return gpsPointer ? entries(gpsPointer.value).map((entry) => entry.tag) : [];
}

/** A 3000×2000 phone photo taken on its side (orientation 6) at the cable car's top station. */
function phonePhoto() {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Pocket 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '21/1 1/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '105/1 51/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe('an uploaded phone photo', () => {
  it('is served without its GPS position or any metadata, turned upright and bounded to 2048 px, to staff only until approval', async () => {
    const original = await phonePhoto();
    const originalMeta = await sharp(original).metadata();
    // GPSLatitudeRef, GPSLatitude, GPSLongitudeRef, GPSLongitude
    expect(gpsTagsOf(originalMeta.exif)).toEqual(expect.arrayContaining([1, 2, 3, 4]));
    expect(originalMeta).toMatchObject({ width: 3000, height: 2000, orientation: 6 });

    const sent = await upload(original);
    expect(sent.status).toBe(201);
    const { uploadId, url } = sent.body;
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.jpg$/);
    const [row] = await database.db.select().from(uploads).where(eq(uploads.id, uploadId));
    expect(row).toMatchObject({ width: 1365, height: 2048, mimeType: 'image/jpeg' });

    const beforeReview = await app.inject({ method: 'GET', url });
    expect(beforeReview.statusCode).toBe(404);
    expect(beforeReview.headers['cache-control']).toBe('no-store');

    const review = await reviewWith(uploadId);
    const pending = await app.inject({ method: 'GET', url });
    expect(pending.statusCode).toBe(404);
    expect(pending.headers['cache-control']).toBe('no-store');

    const staffUrl = await staffQueueAvatar(review.id);
    expect(staffUrl).toMatch(new RegExp(`^${url}\\?exp=\\d+&sig=[\\w-]+$`));
    const asStaff = await app.inject({ method: 'GET', url: staffUrl! });
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.headers['content-type']).toBe('image/jpeg');
    expect(asStaff.headers['cache-control']).toBe('private, no-store');
    const served = await sharp(asStaff.rawPayload).metadata();
    expect(served).toMatchObject({ format: 'jpeg', width: 1365, height: 2048 });
    expect(served.exif).toBeUndefined();
    expect(served.xmp).toBeUndefined();
    expect(served.icc).toBeUndefined();
    expect(served.orientation).toBeUndefined();
    expect(asStaff.rawPayload.includes(Buffer.from('PhoneCo'))).toBe(false);

    await (await callerFor(database.db, { token: staffToken })).moderation.decide({ kind: 'review', id: review.id, approve: true });
    const published = await app.inject({ method: 'GET', url });
    expect(published.statusCode).toBe(200);
    expect(published.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(published.rawPayload.equals(asStaff.rawPayload)).toBe(true);
    const revalidated = await app.inject({ method: 'GET', url, headers: { 'if-none-match': String(published.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
  });

  it('opens for a signed link only for the file it names and until it expires', async () => {
    const first = (await upload(await sharp({ create: { width: 40, height: 30, channels: 3, background: '#f00' } }).png().toBuffer(), 'a.png', 'image/png')).body;
    const second = (await upload(await sharp({ create: { width: 40, height: 30, channels: 3, background: '#00f' } }).png().toBuffer(), 'b.png', 'image/png')).body;
    await reviewWith(first.uploadId);
    await reviewWith(second.uploadId);
    const signedFirst = signedUploadUrl(first.url);
    expect((await app.inject({ method: 'GET', url: signedFirst })).statusCode).toBe(200);
    const query = signedFirst.slice(signedFirst.indexOf('?'));
    expect((await app.inject({ method: 'GET', url: `${second.url}${query}` })).statusCode).toBe(404);
    const expired = signedUploadUrl(first.url, Date.now() - 2 * 3600_000);
    expect((await app.inject({ method: 'GET', url: expired })).statusCode).toBe(404);
    const laterExpiry = query.replace(/exp=(\d+)/, (_, exp: string) => `exp=${Number(exp) + 86_400}`);
    expect((await app.inject({ method: 'GET', url: `${first.url}${laterExpiry}` })).statusCode).toBe(404);
  });

  it('keeps a small image at its size and its format, and an animated GIF as its first frame', async () => {
    const small = await upload(await sharp({ create: { width: 120, height: 80, channels: 4, background: '#0a0a' } }).png().toBuffer(), 'small.png', 'image/png');
    expect(small.status).toBe(201);
    expect(small.body.url).toMatch(/\.png$/);
    const [smallRow] = await database.db.select().from(uploads).where(eq(uploads.id, small.body.uploadId));
    expect(smallRow).toMatchObject({ width: 120, height: 80, mimeType: 'image/png' });

    const frame = (colour: string) => sharp({ create: { width: 32, height: 32, channels: 3, background: colour } }).png().toBuffer();
    const twoFrames = await sharp([await frame('#fc0'), await frame('#0cf')], { join: { animated: true } }).gif().toBuffer();
    expect((await sharp(twoFrames).metadata()).pages).toBe(2);
    const gif = await upload(twoFrames, 'wave.gif', 'image/gif');
    expect(gif.status).toBe(201);
    const [gifRow] = await database.db.select().from(uploads).where(eq(uploads.id, gif.body.uploadId));
    const stored = await sharp(path.join(uploadsDir, gifRow!.fileName)).metadata();
    expect(stored).toMatchObject({ format: 'gif', width: 32, height: 32 });
    expect(stored.pages ?? 1).toBe(1);
  });

  it.each([
    ['vi', 'Chỉ chấp nhận ảnh JPG, PNG hoặc GIF'],
    ['en', 'Only JPG, PNG or GIF images are accepted'],
  ])('that is no image at all is refused in %s and nothing is stored', async (locale, message) => {
    const filesBefore = existsSync(uploadsDir) ? readdirSync(uploadsDir) : [];
    const { payload, headers } = multipart('photo.jpg', 'image/jpeg', Buffer.from('<html>not a photo</html>'));
    const response = await app.inject({ method: 'POST', url: '/api/uploads', remoteAddress: `203.0.113.${nextAddress++}`, payload, headers: { ...headers, 'x-locale': locale } });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe(message);
    expect(existsSync(uploadsDir) ? readdirSync(uploadsDir) : []).toEqual(filesBefore);
  });

  it.each([
    ['vi', 'Chỉ chấp nhận ảnh JPG, PNG hoặc GIF'],
    ['en', 'Only JPG, PNG or GIF images are accepted'],
  ])('that starts like a JPEG but does not decode is refused in %s and nothing is stored', async (locale, message) => {
    const filesBefore = existsSync(uploadsDir) ? readdirSync(uploadsDir) : [];
    const rowsBefore = await database.db.select({ id: uploads.id }).from(uploads);
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)]);
    const { payload, headers } = multipart('fake.jpg', 'image/jpeg', fake);
    const response = await app.inject({ method: 'POST', url: '/api/uploads', payload, headers: { ...headers, 'x-locale': locale } });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe(message);
    expect(readdirSync(uploadsDir)).toEqual(filesBefore);
    expect(await database.db.select({ id: uploads.id }).from(uploads)).toHaveLength(rowsBefore.length);
  });
});

/** A PNG whose header claims `width` × `height` pixels, in a few hundred bytes: a decompression bomb. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const firstRows = deflateSync(Buffer.alloc((width * 3 + 1) * 4));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', firstRows), chunk('IEND', Buffer.alloc(0))]);
}

describe('responsive variants of an upload', () => {
  const fileOf = (url: string) => url.slice('/uploads/'.length);

  it('are written with the upload, in every width and in AVIF, WebP and the original format, and served like it', async () => {
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#48c' } }).jpeg().toBuffer();
    const sent = await upload(photo);
    expect(sent.status).toBe(201);
    const { uploadId, url } = sent.body;
    const id = fileOf(url).replace(/\.jpg$/, '');
    // The answer came after every variant was on disk.
    const written = readdirSync(uploadsDir).filter((file) => file.startsWith(id));
    expect(written.sort()).toEqual([`${id}.jpg`, ...IMAGE_WIDTHS.flatMap((width) => ['avif', 'webp', 'jpg'].map((format) => `${id}-${width}.${format}`))].sort());

    expect((await app.inject({ method: 'GET', url: `/uploads/${id}-480.webp` })).statusCode).toBe(404);
    const review = await reviewWith(uploadId);
    await (await callerFor(database.db, { token: staffToken })).moderation.decide({ kind: 'review', id: review.id, approve: true });

    for (const width of IMAGE_WIDTHS) {
      for (const [extension, type, format] of [['avif', 'image/avif', 'heif'], ['webp', 'image/webp', 'webp'], ['jpg', 'image/jpeg', 'jpeg']] as const) {
        const variantUrl = `/uploads/${id}-${width}.${extension}`;
        const response = await app.inject({ method: 'GET', url: variantUrl });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe(type);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(response.rawPayload).metadata();
        // The stored image is 2048 × 1365: every width is below it.
        expect(meta).toMatchObject({ format, width, height: Math.round((width * 1365) / 2048) });
        expect(meta.exif).toBeUndefined();
        const revalidated = await app.inject({ method: 'GET', url: variantUrl, headers: { 'if-none-match': String(response.headers.etag) } });
        expect(revalidated.statusCode).toBe(304);
      }
    }
    // Names no variant has: a width not made, or a raster format other than the original's.
    for (const missing of [`${id}-500.webp`, `${id}-480.png`, `${id}-480.gif`, `${id}.png`]) {
      expect((await app.inject({ method: 'GET', url: `/uploads/${missing}` })).statusCode).toBe(404);
    }
  });

  it('are never wider than the image itself', async () => {
    const sent = await upload(await sharp({ create: { width: 300, height: 200, channels: 4, background: '#0a0a' } }).png().toBuffer(), 's.png', 'image/png');
    const id = fileOf(sent.body.url).replace(/\.png$/, '');
    for (const width of IMAGE_WIDTHS) {
      for (const format of ['avif', 'webp', 'png']) {
        const meta = await sharp(path.join(uploadsDir, `${id}-${width}.${format}`)).metadata();
        expect(meta.width).toBe(Math.min(width, 300));
      }
    }
  });

  it.each([
    ['vi', 'Kích thước ảnh quá lớn: tối đa 10.000 × 10.000 điểm ảnh'],
    ['en', 'The image is too large: at most 10,000 × 10,000 pixels'],
  ])('of an image claiming 30,000 × 30,000 pixels are never made: it is refused in %s before decoding, and nothing is stored', async (locale, message) => {
    const filesBefore = existsSync(uploadsDir) ? readdirSync(uploadsDir) : [];
    const rowsBefore = await database.db.select({ id: uploads.id }).from(uploads);
    const bomb = pngClaiming(30_000, 30_000);
    expect(bomb.length).toBeLessThan(2000);
    const { payload, headers } = multipart('bomb.png', 'image/png', bomb);
    const response = await app.inject({ method: 'POST', url: '/api/uploads', remoteAddress: `203.0.113.${nextAddress++}`, payload, headers: { ...headers, 'x-locale': locale } });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe(message);
    expect(existsSync(uploadsDir) ? readdirSync(uploadsDir) : []).toEqual(filesBefore);
    expect(await database.db.select({ id: uploads.id }).from(uploads)).toHaveLength(rowsBefore.length);
  });
});

describe('uploads from one address', () => {
  it.each([
    ['vi', 'Bạn đã gửi quá nhiều lần'],
    ['en', 'Too many submissions'],
  ])('past five in ten minutes are refused with a 429 in %s, and nothing more is stored', async (locale, message) => {
    const address = locale === 'vi' ? '198.51.100.7' : '198.51.100.8';
    const png = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f0' } }).png().toBuffer();
    for (let i = 0; i < 5; i += 1) expect((await upload(await png(), 'ok.png', 'image/png', address)).status).toBe(201);
    const rowsBefore = await database.db.select({ id: uploads.id }).from(uploads);
    const { payload, headers } = multipart('sixth.png', 'image/png', await png());
    const response = await app.inject({ method: 'POST', url: '/api/uploads', remoteAddress: address, payload, headers: { ...headers, 'x-locale': locale } });
    expect(response.statusCode).toBe(429);
    expect(response.json().error.message).toContain(message);
    expect(await database.db.select({ id: uploads.id }).from(uploads)).toHaveLength(rowsBefore.length);
  });
});

describe('the orphan upload sweep', () => {
  it('deletes an upload no review took up within a day, row and file, and keeps used and recent ones', async () => {
    const png = () => sharp({ create: { width: 20, height: 20, channels: 3, background: '#123' } }).png().toBuffer();
    const abandoned = (await upload(await png(), 'x.png', 'image/png')).body;
    const used = (await upload(await png(), 'y.png', 'image/png')).body;
    const recent = (await upload(await png(), 'z.png', 'image/png')).body;
    await reviewWith(used.uploadId);
    await database.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(inArray(uploads.id, [abandoned.uploadId, used.uploadId]));

    const removed = await deleteOrphanUploads(database.db, uploadsDir);

    const fileOf = (url: string) => url.slice('/uploads/'.length);
    expect(removed).toEqual([fileOf(abandoned.url)]);
    const remaining = await database.db.select({ id: uploads.id }).from(uploads).where(inArray(uploads.id, [abandoned.uploadId, used.uploadId, recent.uploadId]));
    expect(remaining.map((row) => row.id).sort()).toEqual([used.uploadId, recent.uploadId].sort());
    expect(existsSync(path.join(uploadsDir, fileOf(abandoned.url)))).toBe(false);
    const abandonedId = fileOf(abandoned.url).replace(/\.png$/, '');
    expect(readdirSync(uploadsDir).filter((file) => file.startsWith(abandonedId))).toEqual([]);
    expect(existsSync(path.join(uploadsDir, fileOf(used.url)))).toBe(true);
    expect(existsSync(path.join(uploadsDir, fileOf(recent.url)))).toBe(true);
  });
});

describe('a photo staff add to a page (POST /api/staff/uploads)', () => {
  async function staffUpload(bytes: Buffer, token: string | undefined, { name = 'photo.jpg', type = 'image/jpeg', locale = 'vi' } = {}) {
    const { payload, headers } = multipart(name, type, bytes);
    const response = await app.inject({
      method: 'POST',
      url: '/api/staff/uploads',
      remoteAddress: `203.0.113.${nextAddress++}`,
      payload,
      headers: { ...headers, 'x-locale': locale, ...(token && { authorization: `Bearer ${token}` }) },
    });
    return { status: response.statusCode, body: response.json() as { uploadId: string; url: string; width: number; height: number; error?: { message: string } } };
  }
  const tinyPng = () => sharp({ create: { width: 16, height: 16, channels: 3, background: '#2a6' } }).png().toBuffer();
  const rowCount = async () => (await database.db.select({ id: uploads.id }).from(uploads)).length;

  it.each([
    ['a visitor', undefined, 401, 'Vui lòng đăng nhập'],
    ['a customer', 'customer', 403, 'không có quyền'],
    ['a member of the gate staff', 'staff', 403, 'không có quyền'],
  ] as const)('refuses %s (%i) and stores nothing', async (_who, role, status, message) => {
    const rows = await rowCount();
    const files = existsSync(uploadsDir) ? readdirSync(uploadsDir).length : 0;
    const sent = await staffUpload(await tinyPng(), role === 'staff' ? staffToken : role ? tokens[role] : undefined, { name: 'a.png', type: 'image/png' });
    expect(sent.status).toBe(status);
    expect(sent.body.error?.message).toContain(message);
    expect(await rowCount()).toBe(rows);
    expect(existsSync(uploadsDir) ? readdirSync(uploadsDir).length : 0).toBe(files);
  });

  it('takes a large photo from an editor: no metadata, bounded to 4096 px, public at once and cached for good, with its variants', async () => {
    const photo = await sharp({ create: { width: 5000, height: 3000, channels: 3, background: '#7ac' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'CameraCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '21/1 1/1 30/1' } })
      .toBuffer();
    const sent = await staffUpload(photo, tokens.editor);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ url: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.jpg$/), width: 4096, height: 2458 });
    const [row] = await database.db.select().from(uploads).where(eq(uploads.id, sent.body.uploadId));
    expect(row).toMatchObject({ purpose: 'staff', width: 4096, height: 2458 });

    const served = await app.inject({ method: 'GET', url: sent.body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ width: 4096, height: 2458 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('CameraCo'))).toBe(false);
    const variant = await app.inject({ method: 'GET', url: sent.body.url.replace(/\.jpg$/, '-1600.avif') });
    expect(variant.statusCode).toBe(200);
    expect(await sharp(variant.rawPayload).metadata()).toMatchObject({ width: 1600 });
  });

  it('takes a photo over a review photo\'s 5 MB and refuses one over 15 MB in the sender\'s language, storing nothing', async () => {
    // Noise does not compress: about 8 MB of JPEG.
    const noise = (width: number, height: number) => sharp(Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256))), { raw: { width, height, channels: 3 } });
    const eightMegabytes = await noise(2400, 2400).jpeg({ quality: 100 }).toBuffer();
    expect(eightMegabytes.length).toBeGreaterThan(5 * 1024 * 1024);
    expect((await staffUpload(eightMegabytes, tokens.admin)).status).toBe(201);

    const rows = await rowCount();
    const tooLarge = Buffer.concat([eightMegabytes, eightMegabytes]);
    expect(tooLarge.length).toBeGreaterThan(15 * 1024 * 1024);
    const en = await staffUpload(tooLarge, tokens.admin, { locale: 'en' });
    expect(en).toMatchObject({ status: 413, body: { error: { message: 'The image is larger than 15 MB' } } });
    const vi = await staffUpload(tooLarge, tokens.admin);
    expect(vi).toMatchObject({ status: 413, body: { error: { message: 'Ảnh vượt quá 15 MB' } } });
    expect(await rowCount()).toBe(rows);
  });

  it('refuses a file that is no image, whatever its name says', async () => {
    const sent = await staffUpload(Buffer.from('<svg onload="alert(1)"></svg>'), tokens.admin, { name: 'x.jpg', type: 'image/jpeg', locale: 'en' });
    expect(sent.status).toBe(415);
  });

  it('is kept by the orphan sweep: a page may still show it after a replacement', async () => {
    const sent = await staffUpload(await tinyPng(), tokens.admin, { name: 'keep.png', type: 'image/png' });
    await database.db.update(uploads).set({ createdAt: new Date(Date.now() - 30 * 86_400_000) }).where(eq(uploads.id, sent.body.uploadId));
    const removed = await deleteOrphanUploads(database.db, uploadsDir);
    expect(removed).not.toContain(sent.body.url.slice('/uploads/'.length));
    expect((await app.inject({ method: 'GET', url: sent.body.url })).statusCode).toBe(200);
  });

  it('refuses a person past 60 uploads in ten minutes, counted before the file is read', async () => {
    const token = (await userWithToken(database.db, 'editor')).token;
    const empty = () => app.inject({ method: 'POST', url: '/api/staff/uploads', headers: { authorization: `Bearer ${token}`, 'x-locale': 'en' } });
    for (let i = 0; i < 60; i += 1) expect((await empty()).statusCode).toBe(400);
    const refused = await empty();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().error.message).toContain('Too many submissions');
  });
});
