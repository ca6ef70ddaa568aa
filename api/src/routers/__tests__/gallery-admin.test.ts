/**
 * The console's gallery (staff area `content`): only editors and admins change it; bad input and
 * refusals change nothing and say why at the field in the reader's language; a video is only ever
 * stored as a YouTube player's address the public lightbox can frame; every change is in the staff
 * log with the values before and after; and no change takes a picture away from a page showing it.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { galleryItems, staffActions, uploads } from '../../db/schema';
import type { Db } from '../../db/client';
import { deleteOrphanUploads } from '../../media/orphan-uploads';
import { callerFor, refusal, userWithToken } from '../../testing/callers';
import { createPostgresTestDatabase, createTestDatabase, type TestDatabase } from '../../testing/test-db';
import { buildTestServer } from '../../testing/test-server';

let database: TestDatabase;
let app: FastifyInstance;
let uploadsDir: string;
const tokens: Record<'admin' | 'staff' | 'editor' | 'customer', string> = { admin: '', staff: '', editor: '', customer: '' };

const CLOUDS = '/media/gallery-sea-of-clouds.jpg';
const CABIN = '/media/gallery-cabin-sunset.jpg';
const POSTER = '/media/video-cable-car-ride.jpg';
const PLAYER = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ';

/** The gallery a test starts from: two photos and a video, the last two sharing a number as seeded rows may. */
async function seedGallery(db: Db) {
  await db.delete(galleryItems);
  const rows = await db
    .insert(galleryItems)
    .values([
      { kind: 'photo', title: { vi: 'Biển mây', en: 'Sea of clouds' }, imageUrl: CLOUDS, sortOrder: 1 },
      { kind: 'photo', title: { vi: 'Cabin hoàng hôn' }, description: { vi: 'Cabin lúc 18 giờ' }, imageUrl: CABIN, sortOrder: 5 },
      { kind: 'video', title: { vi: 'Hành trình cáp treo', en: 'The ride' }, imageUrl: POSTER, videoUrl: PLAYER, sortOrder: 5 },
    ])
    .returning({ id: galleryItems.id });
  return rows.map((row) => row.id) as [number, number, number];
}

beforeAll(async () => {
  database = await createTestDatabase();
  for (const role of ['admin', 'staff', 'editor', 'customer'] as const) tokens[role] = (await userWithToken(database.db, role)).token;
  uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'sf-gallery-uploads-'));
  app = await buildTestServer({ db: database.db, uploadsDir });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

const as = (who: keyof typeof tokens | 'visitor', locale: 'vi' | 'en' = 'vi', db: Db = database.db) => callerFor(db, { token: who === 'visitor' ? undefined : tokens[who], locale });

async function snapshot(db: Db = database.db) {
  return { items: await db.select().from(galleryItems).orderBy(galleryItems.id), log: (await db.select().from(staffActions)).length };
}

const lastLog = async () => (await database.db.select().from(staffActions).orderBy(staffActions.id)).at(-1);

/** A photo stored as `purpose` would be by an upload route (its files are not needed to choose it). */
async function storedUpload(purpose: 'staff' | 'review') {
  const id = randomUUID();
  await database.db.insert(uploads).values({ id, purpose, fileName: `${id}.jpg`, mimeType: 'image/jpeg', size: 1000, sha256: '0'.repeat(64), width: 1600, height: 900 });
  return `/uploads/${id}.jpg`;
}

/** The field errors of a call over HTTP, as the console's form receives them. */
async function fieldErrorsOf(path: string, input: unknown, locale: 'vi' | 'en'): Promise<Record<string, string[]>> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/trpc/${path}`,
    headers: { authorization: `Bearer ${tokens.editor}`, 'x-locale': locale, 'content-type': 'application/json' },
    payload: JSON.stringify(input),
  });
  expect(response.statusCode).toBe(400);
  return (response.json() as { error: { data: { fieldErrors: Record<string, string[]> } } }).error.data.fieldErrors;
}

const photoForm = (change: Record<string, unknown> = {}) => ({ kind: 'photo', title: { vi: 'Đỉnh Mây', en: 'Cloud Peak' }, description: { vi: '', en: '' }, imageUrl: CLOUDS, videoUrl: '', ...change });
const videoForm = (change: Record<string, unknown> = {}) => ({ kind: 'video', title: { vi: 'Show Huyền thoại Mây', en: '' }, description: { vi: '', en: '' }, imageUrl: CABIN, videoUrl: 'https://www.youtube.com/watch?v=ScMzIvxBSi4', ...change });

describe('who may use the gallery console', () => {
  it.each([
    ['visitor', 'UNAUTHORIZED'],
    ['customer', 'FORBIDDEN'],
    ['staff', 'FORBIDDEN'],
  ] as const)('refuses a %s (%s) every call, and changes nothing', async (who, code) => {
    const [first, second] = await seedGallery(database.db);
    const before = await snapshot();
    const caller = await as(who);
    const answers = await Promise.all(
      [
        caller.gallery.adminList(),
        caller.gallery.create(photoForm() as never),
        caller.gallery.update({ id: first, ...photoForm({ title: { vi: 'X' } }) } as never),
        caller.gallery.move({ id: second, direction: 'up' }),
        caller.gallery.delete({ id: first }),
      ].map(refusal),
    );
    expect(answers.map((answer) => answer.code)).toEqual(Array(5).fill(code));
    expect(await snapshot()).toEqual(before);
  });

  it.each(['editor', 'admin'] as const)('lets an %s list every item in the public order, in both languages, with the images to choose from', async (who) => {
    const [clouds, cabin, ride] = await seedGallery(database.db);
    const { items, images } = await (await as(who)).gallery.adminList();
    expect(items).toEqual([
      { id: clouds, kind: 'photo', title: { vi: 'Biển mây', en: 'Sea of clouds' }, description: null, imageUrl: CLOUDS, videoUrl: null },
      { id: cabin, kind: 'photo', title: { vi: 'Cabin hoàng hôn' }, description: { vi: 'Cabin lúc 18 giờ' }, imageUrl: CABIN, videoUrl: null },
      { id: ride, kind: 'video', title: { vi: 'Hành trình cáp treo', en: 'The ride' }, description: null, imageUrl: POSTER, videoUrl: PLAYER },
    ]);
    expect(images).toEqual(expect.arrayContaining([CLOUDS, CABIN]));
  });
});

describe('adding a photo', () => {
  it('puts an uploaded photo at the end of the public gallery, titled in each language, and logs it', async () => {
    await seedGallery(database.db);
    const photo = await storedUpload('staff');
    const created = await (await as('editor')).gallery.create(photoForm({ imageUrl: photo, description: { vi: 'Mây lúc bình minh', en: '' } }) as never);
    expect(created).toMatchObject({ kind: 'photo', imageUrl: photo, videoUrl: null, title: { vi: 'Đỉnh Mây', en: 'Cloud Peak' }, description: { vi: 'Mây lúc bình minh' } });

    const vi = await (await as('visitor', 'vi')).gallery.list();
    const en = await (await as('visitor', 'en')).gallery.list();
    expect(vi.at(-1)).toEqual({ id: created.id, kind: 'photo', title: 'Đỉnh Mây', description: 'Mây lúc bình minh', imageUrl: photo, videoUrl: null });
    // No English description: English readers get the Vietnamese one.
    expect(en.at(-1)).toMatchObject({ id: created.id, title: 'Cloud Peak', description: 'Mây lúc bình minh' });
    expect(await lastLog()).toMatchObject({
      action: 'galleryItem.create',
      subjectKind: 'galleryItem',
      subjectId: created.id,
      before: null,
      after: { kind: 'photo', title: { vi: 'Đỉnh Mây', en: 'Cloud Peak' }, description: { vi: 'Mây lúc bình minh' }, imageUrl: photo, videoUrl: null },
    });
  });

  it('stores no video address for a photo, even when one was typed before the kind was changed', async () => {
    await seedGallery(database.db);
    const created = await (await as('admin')).gallery.create(photoForm({ videoUrl: 'https://youtu.be/aqz-KE-bpKQ' }) as never);
    expect(created.videoUrl).toBeNull();
    const [row] = await database.db.select().from(galleryItems).where(eq(galleryItems.id, created.id));
    expect(row!.videoUrl).toBeNull();
  });

  it('refuses, at the field, any image that is neither a staff upload nor one the site shows: a review photo among them', async () => {
    await seedGallery(database.db);
    const review = await storedUpload('review');
    for (const imageUrl of ['https://evil.example/x.jpg', `/uploads/${randomUUID()}.jpg`, review, '/uploads/../../etc/passwd', 'javascript:alert(1)']) {
      const before = await snapshot();
      const refused = (await as('editor', 'en')).gallery.create(photoForm({ imageUrl }) as never);
      await expect(refused).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Choose an uploaded image' });
      await expect((await as('editor', 'en')).gallery.create(photoForm({ imageUrl }) as never)).rejects.toHaveProperty(['cause', 'issues', 0, 'path', 0], 'imageUrl');
      expect(await snapshot()).toEqual(before);
    }
  });

  it.each([
    ['no Vietnamese title', { title: { vi: '  ', en: 'Peak' } }, 'title.vi'],
    ['a title too long', { title: { vi: 'x'.repeat(201) } }, 'title.vi'],
    ['half of a UTF-16 pair (which jsonb cannot store)', { title: { vi: 'Mây \ud800' } }, 'title.vi'],
    ['a description in English only', { description: { vi: '', en: 'Clouds at dawn' } }, 'description.vi'],
    ['no image', { imageUrl: '' }, 'imageUrl'],
    ['an unknown kind', { kind: 'audio' }, 'kind'],
  ])('refuses %s at its field, in Vietnamese and English, and changes nothing', async (_what, change, field) => {
    await seedGallery(database.db);
    const before = await snapshot();
    for (const locale of ['vi', 'en'] as const) {
      const errors = await fieldErrorsOf('gallery.create', photoForm(change), locale);
      expect(Object.keys(errors)).toContain(field.split('.')[0]);
    }
    await expect((await as('editor')).gallery.create(photoForm(change) as never)).rejects.toHaveProperty(['cause', 'issues', 0, 'path'], field.split('.'));
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a photo past the most the public gallery shows, in the editor\'s language', async () => {
    await database.db.delete(galleryItems);
    await database.db.insert(galleryItems).values(Array.from({ length: 200 }, (_, index) => ({ kind: 'photo' as const, title: { vi: `Ảnh ${index}` }, imageUrl: CLOUDS, sortOrder: index + 1 })));
    const before = await snapshot();
    expect(await refusal((await as('editor', 'en')).gallery.create(photoForm() as never))).toEqual({
      code: 'CONFLICT',
      message: 'The gallery already holds 200 photos and videos. Please delete some before adding more',
    });
    expect((await refusal((await as('editor', 'vi')).gallery.create(photoForm() as never))).message).toBe('Thư viện đã có 200 ảnh và video. Vui lòng xoá bớt trước khi thêm');
    expect(await snapshot()).toEqual(before);
  });
});

describe('adding a video', () => {
  it.each([
    'https://www.youtube.com/watch?v=ScMzIvxBSi4',
    'https://youtube.com/watch?feature=share&v=ScMzIvxBSi4&t=30',
    'https://youtu.be/ScMzIvxBSi4?si=abc',
    'https://www.youtube.com/shorts/ScMzIvxBSi4',
    'https://www.youtube.com/embed/ScMzIvxBSi4',
  ])('stores %s as the address of YouTube\'s privacy-enhanced player, which the public lightbox frames', async (videoUrl) => {
    await seedGallery(database.db);
    const created = await (await as('editor')).gallery.create(videoForm({ videoUrl }) as never);
    expect(created.videoUrl).toBe('https://www.youtube-nocookie.com/embed/ScMzIvxBSi4');
    const shown = (await (await as('visitor', 'en')).gallery.list({ kind: 'video' })).at(-1);
    // No English title: English readers see the Vietnamese one.
    expect(shown).toEqual({ id: created.id, kind: 'video', title: 'Show Huyền thoại Mây', description: null, imageUrl: CABIN, videoUrl: 'https://www.youtube-nocookie.com/embed/ScMzIvxBSi4' });
  });

  it.each([
    ['no link', ''],
    ['a video file the site cannot serve', 'https://cdn.example/ride.mp4'],
    ['an uploaded file address', '/uploads/ride.mp4'],
    ['another video site', 'https://vimeo.com/76979871'],
    ['a look-alike host', 'https://youtube.com.evil.example/watch?v=ScMzIvxBSi4'],
    ['a YouTube page that is no video', 'https://www.youtube.com/@maynganresort'],
    ['a cut-off video id', 'https://youtu.be/ScMzIv'],
    ['a script', 'javascript:alert(1)//youtu.be/ScMzIvxBSi4'],
  ])('refuses %s with the reason at the link, in Vietnamese and English, and changes nothing', async (_what, videoUrl) => {
    await seedGallery(database.db);
    const before = await snapshot();
    expect((await fieldErrorsOf('gallery.create', videoForm({ videoUrl }), 'vi'))['videoUrl']).toEqual([
      'Hãy dán đường dẫn của một video YouTube (youtube.com/watch?v=…, youtu.be/… hoặc youtube.com/shorts/…)',
    ]);
    expect((await fieldErrorsOf('gallery.create', videoForm({ videoUrl }), 'en'))['videoUrl']).toEqual([
      'Paste the link of a YouTube video (youtube.com/watch?v=…, youtu.be/… or youtube.com/shorts/…)',
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('needs a poster the site may show, like a photo', async () => {
    await seedGallery(database.db);
    const before = await snapshot();
    await expect((await as('editor', 'en')).gallery.create(videoForm({ imageUrl: 'https://i.ytimg.com/vi/ScMzIvxBSi4/hq.jpg' }) as never)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Choose an uploaded image',
    });
    expect(await snapshot()).toEqual(before);
  });
});

describe('changing an item', () => {
  it('saves new texts and a new photo, logged with the values before and after', async () => {
    const [, cabin] = await seedGallery(database.db);
    const photo = await storedUpload('staff');
    await (await as('editor')).gallery.update({ id: cabin, ...photoForm({ title: { vi: 'Cabin lúc hoàng hôn', en: 'Cabin at sunset' }, imageUrl: photo }) } as never);
    expect((await (await as('visitor', 'en')).gallery.list()).find((item) => item.id === cabin)).toMatchObject({ title: 'Cabin at sunset', description: null, imageUrl: photo });
    expect(await lastLog()).toMatchObject({
      action: 'galleryItem.update',
      subjectId: cabin,
      before: { title: { vi: 'Cabin hoàng hôn' }, description: { vi: 'Cabin lúc 18 giờ' }, imageUrl: CABIN },
      after: { title: { vi: 'Cabin lúc hoàng hôn', en: 'Cabin at sunset' }, description: null, imageUrl: photo },
    });
  });

  it('keeps the image it has without asking again, and turns a photo into a video with its link', async () => {
    const [, cabin] = await seedGallery(database.db);
    const photo = await storedUpload('staff');
    await database.db.update(galleryItems).set({ imageUrl: photo }).where(eq(galleryItems.id, cabin));
    // Its upload row gone, the photo is no longer one to choose: it is still the one it has.
    await database.db.delete(uploads).where(eq(uploads.fileName, photo.slice('/uploads/'.length)));
    const changed = await (await as('editor')).gallery.update({ id: cabin, ...videoForm({ imageUrl: photo, videoUrl: 'https://youtu.be/LXb3EKWsInQ' }) } as never);
    expect(changed).toMatchObject({ kind: 'video', imageUrl: photo, videoUrl: 'https://www.youtube-nocookie.com/embed/LXb3EKWsInQ' });
  });

  it('answers NOT_FOUND, localised, for an item that is not there (another editor deleted it)', async () => {
    await seedGallery(database.db);
    expect(await refusal((await as('editor', 'en')).gallery.update({ id: 999_999, ...photoForm() } as never))).toEqual({
      code: 'NOT_FOUND',
      message: 'This photo or video is not in the gallery. Someone may have just deleted it',
    });
    expect((await refusal((await as('editor')).gallery.move({ id: 999_999, direction: 'up' }))).code).toBe('NOT_FOUND');
    expect((await refusal((await as('editor')).gallery.delete({ id: 999_999 }))).code).toBe('NOT_FOUND');
  });
});

describe('the order of the gallery', () => {
  const publicOrder = async () => (await (await as('visitor')).gallery.list()).map((item) => item.id);

  it('moves an item one place up or down, photos and videos alike, as visitors then see it', async () => {
    const [clouds, cabin, ride] = await seedGallery(database.db);
    // The cabin and the ride share a number: the ride still goes before the cabin.
    expect(await (await as('editor')).gallery.move({ id: ride, direction: 'up' })).toEqual({ id: ride, position: 2 });
    expect(await publicOrder()).toEqual([clouds, ride, cabin]);
    expect(await lastLog()).toMatchObject({ action: 'galleryItem.move', subjectId: ride, before: { position: 3 }, after: { position: 2 } });
    await (await as('admin')).gallery.move({ id: clouds, direction: 'down' });
    expect(await publicOrder()).toEqual([ride, clouds, cabin]);
  });

  it('changes and logs nothing when the item is already at that end', async () => {
    const [clouds, , ride] = await seedGallery(database.db);
    const before = await snapshot();
    expect(await (await as('editor')).gallery.move({ id: clouds, direction: 'up' })).toEqual({ id: clouds, position: 1 });
    expect(await (await as('editor')).gallery.move({ id: ride, direction: 'down' })).toEqual({ id: ride, position: 3 });
    expect(await snapshot()).toEqual(before);
  });
});

describe('deleting an item', () => {
  it('takes it off the public gallery, logged with what it was', async () => {
    const [clouds, cabin, ride] = await seedGallery(database.db);
    await (await as('editor')).gallery.delete({ id: cabin });
    expect((await (await as('visitor')).gallery.list()).map((item) => item.id)).toEqual([clouds, ride]);
    expect(await lastLog()).toMatchObject({ action: 'galleryItem.delete', subjectId: cabin, before: { kind: 'photo', title: { vi: 'Cabin hoàng hôn' }, imageUrl: CABIN }, after: null });
  });
});

describe('a photo a page shows stays served', () => {
  /** A real upload through POST /api/staff/uploads, as the console's image field sends it. */
  async function upload(colour: string) {
    const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } }).png().toBuffer();
    const boundary = '----sf-gallery-boundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await app.inject({ method: 'POST', url: '/api/staff/uploads', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${tokens.editor}` } });
    expect(response.statusCode).toBe(201);
    return (response.json() as { url: string }).url;
  }
  const served = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;

  it('after the item is given another photo or deleted, and the upload sweep has run a month later', async () => {
    await seedGallery(database.db);
    const first = await upload('#2f6d4f');
    const second = await upload('#feb914');
    const item = await (await as('editor')).gallery.create(photoForm({ imageUrl: first }) as never);
    // An article takes the same photo as its cover, from the images the site shows.
    expect((await (await as('editor')).gallery.adminList()).images).toContain(first);
    await (await as('editor')).gallery.update({ id: item.id, ...photoForm({ imageUrl: second }) } as never);
    await (await as('editor')).gallery.delete({ id: item.id });
    const monthLater = new Date(Date.now() + 30 * 86_400_000);
    await deleteOrphanUploads(database.db, uploadsDir, monthLater);
    expect([await served(first), await served(second), await served(second.replace(/\.png$/, '-480.webp'))]).toEqual([200, 200, 200]);
  });
});

describe('at the same time, on PostgreSQL', () => {
  let pg: TestDatabase | null;
  let pgTokens: { editor: string; admin: string };
  beforeAll(async () => {
    pg = await createPostgresTestDatabase();
    if (pg) pgTokens = { editor: (await userWithToken(pg.db, 'editor')).token, admin: (await userWithToken(pg.db, 'admin')).token };
  }, 60_000);
  afterAll(() => pg?.destroy());
  const on = (who: 'editor' | 'admin') => callerFor(pg!.db, { token: pgTokens[who] });

  it('gives items added at once each its own place at the end', async () => {
    if (!pg) return;
    await seedGallery(pg.db);
    const created = await Promise.all(Array.from({ length: 8 }, async (_, index) => (await on(index % 2 ? 'admin' : 'editor')).gallery.create(photoForm({ title: { vi: `Ảnh ${index}` } }) as never)));
    const rows = await pg.db.select().from(galleryItems);
    const places = rows.filter((row) => created.some((item) => item.id === row.id)).map((row) => row.sortOrder);
    expect(new Set(places).size).toBe(8);
    expect(Math.min(...places)).toBeGreaterThan(5);
  });

  it('keeps every item exactly once through moves, changes and deletes at once, without a deadlock', async () => {
    if (!pg) return;
    const [clouds, cabin, ride] = await seedGallery(pg.db);
    const extra = await Promise.all([1, 2, 3].map(async (index) => (await (await on('editor')).gallery.create(photoForm({ title: { vi: `Thêm ${index}` } }) as never)).id));
    const outcomes = await Promise.allSettled([
      (await on('editor')).gallery.move({ id: ride, direction: 'up' }),
      (await on('admin')).gallery.move({ id: clouds, direction: 'down' }),
      (await on('editor')).gallery.move({ id: extra[2]!, direction: 'up' }),
      (await on('admin')).gallery.update({ id: cabin, ...photoForm({ imageUrl: CABIN }) } as never),
      (await on('editor')).gallery.move({ id: cabin, direction: 'down' }),
      (await on('admin')).gallery.delete({ id: extra[0]! }),
      (await on('editor')).gallery.delete({ id: extra[0]! }),
    ]);
    // The item deleted twice: one delete went through, the other found nothing.
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', expect.any(String), expect.any(String)]);
    expect(outcomes.slice(5).filter((outcome) => outcome.status === 'rejected')).toHaveLength(1);
    const rows = await pg.db.select().from(galleryItems);
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual([clouds, cabin, ride, extra[1]!, extra[2]!].sort((a, b) => a - b));
    expect(new Set(rows.map((row) => row.sortOrder)).size).toBe(rows.length);
  });
});
