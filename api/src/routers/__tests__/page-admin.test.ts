/**
 * The console's single pages and job openings (staff area `content`): only editors and admins read
 * and change them; a saved page or opening is what the public procedures and the next served page
 * show, in both languages (English falling back to Vietnamese); bad input and refusals change
 * nothing and say why in the reader's language; a save on top of another editor's newer one is
 * refused; every change is one staff-log row with the values before and after. Runs on PGlite, and
 * on PostgreSQL when DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import { MILESTONES_MAX, SOCIALS_MAX, TEAM_MAX, VALUES_MAX, type AboutPageFormValues, type ContactPageFormValues, type JobOpeningFormValues } from '@storefront/shared/contracts/page-admin';
import { jobOpenings, pages, staffActions, uploads } from '../../db/schema';
import { seedAbout, seedContact } from '../../seed/content-site';
import { callerFor, callerWithRole, refusal, userWithToken } from '../../testing/callers';
import { writePublishedSite } from '../../testing/published-site';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';
import { buildTestServer, fieldErrorsOf as fieldErrorsFromServer } from '../../testing/test-server';

let database: TestDatabase;
let app: FastifyInstance;
const tokens: Record<'admin' | 'staff' | 'editor' | 'customer', string> = { admin: '', staff: '', editor: '', customer: '' };
let editorId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(pages).values([
    { key: 'about', content: seedAbout },
    { key: 'contact', content: seedContact },
  ]);
  for (const role of ['admin', 'staff', 'editor', 'customer'] as const) {
    const user = await userWithToken(database.db, role);
    tokens[role] = user.token;
    if (role === 'editor') editorId = user.id;
  }
  const dist = mkdtempSync(path.join(os.tmpdir(), 'sf-pages-'));
  mkdirSync(path.join(dist, 'shell'));
  writeFileSync(path.join(dist, 'shell', 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>');
  writePublishedSite(dist);
  app = await buildTestServer({ db: database.db, distDir: dist });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

type Who = keyof typeof tokens | 'visitor' | 'unknownRole';

/** A caller; `unknownRole` is a live editor's session whose role no area names (a role added later). */
async function as(who: Who, locale: 'vi' | 'en' = 'vi') {
  if (who !== 'unknownRole') return callerFor(database.db, { token: who === 'visitor' ? undefined : tokens[who], locale });
  return callerWithRole(database.db, tokens.editor, 'auditor', locale);
}

const logRows = () => database.db.select().from(staffActions).orderBy(staffActions.id);
const storedPage = async (key: 'about' | 'contact') => (await database.db.select().from(pages).where(eq(pages.key, key)))[0]!;

/** Everything the console can change, to prove a refusal changed none of it. */
async function snapshot() {
  return {
    pages: await database.db.select().from(pages).orderBy(pages.key),
    jobs: await database.db.select().from(jobOpenings).orderBy(jobOpenings.id),
    log: (await logRows()).length,
  };
}

/** A stored text as the form sends it back (English empty where there is none). */
const both = (text: { vi: string; en?: string }) => ({ vi: text.vi, en: text.en ?? '' });

/** The about page's form as the console sends it: the stored page, with `change` applied. */
async function aboutForm(change: Partial<AboutPageFormValues> = {}): Promise<AboutPageFormValues> {
  const { document, updatedAt } = await (await as('editor')).page.adminAbout();
  return {
    basedOn: updatedAt,
    intro: both(document.intro),
    mission: both(document.mission),
    vision: both(document.vision),
    values: document.values.map((value) => ({ title: both(value.title), text: both(value.text) })),
    team: document.team.map((member) => ({ name: member.name, role: both(member.role), imageUrl: member.imageUrl })),
    milestones: document.milestones.map((milestone) => ({ year: milestone.year, title: both(milestone.title), text: both(milestone.text) })),
    ...change,
  };
}

async function contactForm(change: Partial<ContactPageFormValues> = {}): Promise<ContactPageFormValues> {
  const { document, updatedAt } = await (await as('editor')).page.adminContact();
  return { basedOn: updatedAt, ...document, address: both(document.address), openingHours: both(document.openingHours), ...change };
}

let slugSeq = 0;
function opening(change: Partial<JobOpeningFormValues> = {}): JobOpeningFormValues {
  slugSeq += 1;
  return {
    slug: `tuyen-dung-${slugSeq}`,
    title: { vi: `Nhân viên soát vé ${slugSeq}`, en: `Ticket inspector ${slugSeq}` },
    department: { vi: 'Vận hành', en: 'Operations' },
    location: { vi: 'Ga Thung Lũng', en: '' },
    employmentType: 'seasonal',
    description: { vi: 'Soát vé ở cổng.\nLàm theo ca.', en: 'Check tickets at the gate.' },
    requirements: [{ vi: 'Giao tiếp tốt', en: 'Good communication' }],
    closesAt: '',
    ...change,
  };
}

/** A day in Vietnam's calendar, `days` from today. */
const day = (days: number) => new Date(Date.parse(`${todayInVietnam()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The field errors the HTTP API answers `input` with, in `locale` (as the console's forms read them). */
const fieldErrorsOf = (procedure: string, input: unknown, locale: 'vi' | 'en') => fieldErrorsFromServer(app, tokens.editor, procedure, input, locale);

describe('who may use the pages console', () => {
  it.each([
    ['visitor', 'UNAUTHORIZED'],
    ['customer', 'FORBIDDEN'],
    ['staff', 'FORBIDDEN'],
    ['unknownRole', 'FORBIDDEN'],
  ] as const)('refuses a %s (%s) every call and changes nothing', async (who, code) => {
    const [job] = await database.db.insert(jobOpenings).values({ slug: `cua-${who}`, title: { vi: 'X' }, department: { vi: 'X' }, location: { vi: 'X' }, employmentType: 'full-time', description: { vi: 'X' }, isOpen: false }).returning();
    const about = await aboutForm({ intro: { vi: 'Đổi', en: '' } });
    const contact = await contactForm({ hotline: '1900 1234' });
    const before = await snapshot();
    const caller = await as(who);
    const answers = await Promise.all(
      [
        caller.page.adminAbout(),
        caller.page.adminContact(),
        caller.page.updateAbout(about),
        caller.page.updateContact(contact),
        caller.job.adminList(),
        caller.job.create(opening()),
        caller.job.update({ id: job!.id, ...opening() }),
        caller.job.close({ id: job!.id }),
        caller.job.reopen({ id: job!.id }),
        caller.job.delete({ id: job!.id }),
      ].map(refusal),
    );
    expect(answers.map((answer) => answer.code)).toEqual(Array(10).fill(code));
    expect(await snapshot()).toEqual(before);
  });

  it('lets an admin do what an editor does', async () => {
    const admin = await as('admin');
    expect((await admin.page.adminContact()).document.hotline).toBe(seedContact.hotline);
    const created = await admin.job.create(opening());
    await admin.job.close({ id: created.id });
    await admin.job.delete({ id: created.id });
    expect((await admin.job.adminList()).map((row) => row.id)).not.toContain(created.id);
  });
});

describe('the about page', () => {
  it('gives editors every text in both languages, and images to choose portraits from', async () => {
    const answer = await (await as('editor')).page.adminAbout();
    expect(answer.document.values[0]!.title).toEqual(seedAbout.values[0]!.title);
    expect(answer.updatedAt).toBe((await storedPage('about')).updatedAt.toISOString());
    // The team's own portraits are among the images the site shows.
    expect(answer.images).toEqual(expect.arrayContaining(seedAbout.team.map((member) => member.imageUrl)));
  });

  it('saves the intro in both languages: the public page shows each, and the log keeps the intro before and after', async () => {
    const editor = await as('editor');
    const form = await aboutForm({ intro: { vi: 'Lời chào mới từ Mây Ngàn', en: 'A new welcome from May Ngan' } });
    const saved = await editor.page.updateAbout(form);
    expect(saved.updatedAt).not.toBe(form.basedOn);
    expect((await (await as('visitor', 'vi')).page.about()).intro).toBe('Lời chào mới từ Mây Ngàn');
    expect((await (await as('visitor', 'en')).page.about()).intro).toBe('A new welcome from May Ngan');
    const [log] = (await logRows()).slice(-1);
    expect(log).toMatchObject({
      actorId: editorId,
      action: 'page.updateAbout',
      subjectKind: 'page',
      subjectId: (await storedPage('about')).id,
      before: { intro: seedAbout.intro },
      after: { intro: { vi: 'Lời chào mới từ Mây Ngàn', en: 'A new welcome from May Ngan' } },
    });
    expect(Object.keys(log!.after as object)).toEqual(['intro']);
  });

  it('shows the Vietnamese to readers of English where the English is left empty', async () => {
    await (await as('editor')).page.updateAbout(await aboutForm({ vision: { vi: 'Tầm nhìn chỉ có tiếng Việt', en: '  ' } }));
    expect((await storedPage('about')).content).toMatchObject({ vision: { vi: 'Tầm nhìn chỉ có tiếng Việt' } });
    expect((await storedPage('about')).content).not.toHaveProperty(['vision', 'en']);
    expect((await (await as('visitor', 'en')).page.about()).vision).toBe('Tầm nhìn chỉ có tiếng Việt');
  });

  it('edits its lists: a value added, the team reordered with a new portrait, a milestone removed', async () => {
    const id = randomUUID();
    await database.db.insert(uploads).values({ id, purpose: 'staff', fileName: `${id}.jpg`, mimeType: 'image/jpeg', size: 1000, sha256: '0'.repeat(64), width: 800, height: 800 });
    const form = await aboutForm();
    const [first, second, ...rest] = form.team;
    await (await as('editor')).page.updateAbout({
      ...form,
      values: [...form.values, { title: { vi: 'Minh bạch', en: 'Openness' }, text: { vi: 'Giá vé niêm yết rõ ràng.', en: '' } }],
      team: [{ ...second!, imageUrl: `/uploads/${id}.jpg` }, first!, ...rest],
      milestones: form.milestones.slice(1),
    });
    const about = await (await as('visitor', 'en')).page.about();
    expect(about.values.at(-1)).toEqual({ title: 'Openness', text: 'Giá vé niêm yết rõ ràng.' });
    expect(about.team.slice(0, 2).map((member) => [member.name, member.imageUrl])).toEqual([
      [second!.name, `/uploads/${id}.jpg`],
      [first!.name, first!.imageUrl],
    ]);
    expect(about.milestones.map((milestone) => milestone.year)).toEqual(seedAbout.milestones.slice(1).map((milestone) => milestone.year));
  });

  it('saving what did not change writes nothing and logs nothing', async () => {
    const before = await snapshot();
    const form = await aboutForm();
    expect((await (await as('editor')).page.updateAbout(form)).updatedAt).toBe(form.basedOn);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a save on top of a newer one, and of two saves opened on the same version keeps the first', async () => {
    const stale = await aboutForm({ mission: { vi: 'Bản cũ', en: '' } });
    await (await as('admin')).page.updateAbout(await aboutForm({ mission: { vi: 'Bản của quản trị viên', en: '' } }));
    const before = await snapshot();
    expect(await refusal((await as('editor', 'en')).page.updateAbout(stale))).toEqual({
      code: 'CONFLICT',
      message: 'Someone else saved this page after you opened the form. Reload the page to see their version, then make your change again',
    });
    expect(await snapshot()).toEqual(before);

    const opened = await aboutForm();
    const editor = await as('editor');
    const results = await Promise.allSettled([editor.page.updateAbout({ ...opened, mission: { vi: 'Một', en: '' } }), editor.page.updateAbout({ ...opened, mission: { vi: 'Hai', en: '' } })]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((result): result is PromiseRejectedResult => result.status === 'rejected')?.reason).toMatchObject({ code: 'CONFLICT' });
    expect((await logRows()).length).toBe(before.log + 1);
  });

  it.each([
    ['no Vietnamese intro', { intro: { vi: ' ', en: 'Only English' } }, 'intro'],
    ['an intro over the limit', { intro: { vi: 'x'.repeat(1_001), en: '' } }, 'intro'],
    ['half of a UTF-16 pair (which jsonb cannot store)', { mission: { vi: 'Mây \ud800', en: '' } }, 'mission'],
    ['too many values', { values: Array.from({ length: VALUES_MAX + 1 }, () => ({ title: { vi: 'A', en: '' }, text: { vi: 'B', en: '' } })) }, 'values'],
    ['too many team members', { team: Array.from({ length: TEAM_MAX + 1 }, () => ({ name: 'A', role: { vi: 'B', en: '' }, imageUrl: seedAbout.team[0]!.imageUrl })) }, 'team'],
    ['a team member without a name', { team: [{ name: '', role: { vi: 'B', en: '' }, imageUrl: seedAbout.team[0]!.imageUrl }] }, 'team'],
    ['too many milestones', { milestones: Array.from({ length: MILESTONES_MAX + 1 }, () => ({ year: 2020, title: { vi: 'A', en: '' }, text: { vi: 'B', en: '' } })) }, 'milestones'],
    ['a milestone year out of range', { milestones: [{ year: 1800, title: { vi: 'A', en: '' }, text: { vi: 'B', en: '' } }] }, 'milestones'],
    ['a milestone year that is not a whole number', { milestones: [{ year: 2020.5, title: { vi: 'A', en: '' }, text: { vi: 'B', en: '' } }] }, 'milestones'],
  ])('refuses %s and changes nothing', async (_what, change, field) => {
    const form = await aboutForm(change);
    const before = await snapshot();
    expect((await refusal((await as('editor')).page.updateAbout(form))).code).toBe('BAD_REQUEST');
    expect(Object.keys(await fieldErrorsOf('page.updateAbout', form, 'vi'))).toEqual([field]);
    expect(await snapshot()).toEqual(before);
  });

  it('says why in the reader\'s language', async () => {
    const form = await aboutForm({ intro: { vi: '', en: '' }, milestones: [{ year: 1800, title: { vi: 'A', en: '' }, text: { vi: 'B', en: '' } }] });
    expect(await fieldErrorsOf('page.updateAbout', form, 'vi')).toEqual({ intro: ['Trường này là bắt buộc'], milestones: ['Giá trị từ 1900 đến 2100'] });
    expect(await fieldErrorsOf('page.updateAbout', form, 'en')).toEqual({ intro: ['This field is required'], milestones: ['A value from 1900 to 2100'] });
  });

  it.each([
    ['an image no page shows', '/uploads/not-ours.jpg'],
    ['an upload nobody stored', `/uploads/${randomUUID()}.jpg`],
    ['an image elsewhere', 'https://evil.example.com/a.jpg'],
  ])('refuses a portrait that is %s, at the team\'s field', async (_what, imageUrl) => {
    const form = await aboutForm();
    form.team[1] = { ...form.team[1]!, imageUrl };
    const before = await snapshot();
    expect(await refusal((await as('editor')).page.updateAbout(form))).toEqual({ code: 'BAD_REQUEST', message: 'Hãy chọn một ảnh đã tải lên' });
    expect(await fieldErrorsOf('page.updateAbout', form, 'en')).toEqual({ team: ['Choose an uploaded image'] });
    expect(await snapshot()).toEqual(before);
  });
});

describe('the contact page', () => {
  it('saves the details: the public page, the footer of the next served page and the log follow', async () => {
    const form = await contactForm({ hotline: '1800 6868', email: 'HoTro@MayNgan.vn', address: { vi: 'Ga Trung Tâm, Mây Ngàn', en: 'Central Station, May Ngan' }, lat: 22.34, lng: 103.85 });
    await (await as('editor')).page.updateContact(form);
    expect(await (await as('visitor', 'en')).page.contact()).toMatchObject({ hotline: '1800 6868', email: 'hotro@mayngan.vn', address: 'Central Station, May Ngan', lat: 22.34, lng: 103.85 });

    // Every served page carries the footer's contact details, read as the page is served.
    const document = await app.inject({ method: 'GET', url: '/lien-he', headers: { 'x-locale': 'vi' } });
    expect(document.headers['cache-control']).toBe('no-cache');
    const state = JSON.parse(document.body.match(/<script type="application\/json" id="page-answers">(.*?)<\/script>/)![1]!) as { queries: { path: string; data: { hotline: string; address: string } }[] };
    expect(state.queries.find((query) => query.path === 'page.contact')?.data).toMatchObject({ hotline: '1800 6868', address: 'Ga Trung Tâm, Mây Ngàn' });
    // The API's own answer is stored by no cache either.
    const answer = await app.inject({ method: 'GET', url: '/api/trpc/page.contact' });
    expect(answer.headers['cache-control']).toBeUndefined();

    const [log] = (await logRows()).slice(-1);
    expect(log).toMatchObject({ action: 'page.updateContact', subjectKind: 'page', subjectId: (await storedPage('contact')).id, before: { hotline: seedContact.hotline }, after: { hotline: '1800 6868' } });
  });

  it.each([
    ['a latitude past the pole', { lat: 90.5 }, 'lat', 'Giá trị từ -90 đến 90', 'A value from -90 to 90'],
    ['a longitude past the date line', { lng: -181 }, 'lng', 'Giá trị từ -180 đến 180', 'A value from -180 to 180'],
    ['a hotline with letters', { hotline: '1900 MAYNGAN' }, 'hotline', 'Số điện thoại không hợp lệ', 'Invalid phone number'],
    ['a hotline too short', { hotline: '113' }, 'hotline', 'Số điện thoại phải đúng định dạng', 'Phone number must be in the correct format'],
    ['an email without a domain', { email: 'lienhe@' }, 'email', 'Email không hợp lệ', 'Invalid email'],
    ['a social link that runs script', { socials: [{ name: 'X', url: 'javascript:alert(1)' }] }, 'socials', 'Địa chỉ phải bắt đầu bằng http:// hoặc https://', 'The address must start with http:// or https://'],
    ['too many social links', { socials: Array.from({ length: SOCIALS_MAX + 1 }, (_, i) => ({ name: `Mạng ${i}`, url: 'https://example.com/' })) }, 'socials', `Tối đa ${SOCIALS_MAX} mục`, `At most ${SOCIALS_MAX} items`],
  ])('refuses %s in the reader\'s language, changing nothing', async (_what, change, field, vi, en) => {
    const form = await contactForm(change);
    const before = await snapshot();
    expect(await fieldErrorsOf('page.updateContact', form, 'vi')).toEqual({ [field]: [vi] });
    expect(await fieldErrorsOf('page.updateContact', form, 'en')).toEqual({ [field]: [en] });
    expect(await snapshot()).toEqual(before);
  });
});

describe('job openings', () => {
  const listed = async (locale: 'vi' | 'en' = 'vi') => (await (await as('visitor', locale)).job.list()).map((job) => job.title);

  it('a new opening is on the recruitment page at once, in both languages, and in the log', async () => {
    const input = opening({ closesAt: day(30) });
    const created = await (await as('editor')).job.create(input);
    expect(created).toMatchObject({ slug: input.slug, isOpen: true, closesAt: day(30), location: { vi: 'Ga Thung Lũng' } });
    expect(await listed('vi')).toContain(input.title.vi);
    const english = (await (await as('visitor', 'en')).job.list()).find((job) => job.id === created.id);
    expect(english).toMatchObject({ title: input.title.en, location: 'Ga Thung Lũng', description: 'Check tickets at the gate.', requirements: ['Good communication'], employmentType: 'seasonal' });
    const [log] = (await logRows()).slice(-1);
    expect(log).toMatchObject({ actorId: editorId, action: 'jobOpening.create', subjectKind: 'jobOpening', subjectId: created.id, before: null });
    expect(log!.after).toMatchObject({ slug: input.slug, title: input.title, closesAt: day(30) });
  });

  it('a change is what visitors read, and the log keeps only the fields it changed', async () => {
    const editor = await as('editor');
    const input = opening();
    const created = await editor.job.create(input);
    await editor.job.update({ id: created.id, ...input, title: { vi: 'Trưởng ca soát vé', en: 'Gate shift lead' }, closesAt: day(0) });
    expect(await listed('en')).toContain('Gate shift lead');
    const [log] = (await logRows()).slice(-1);
    expect(log).toMatchObject({ action: 'jobOpening.update', subjectId: created.id, before: { title: input.title, closesAt: null }, after: { title: { vi: 'Trưởng ca soát vé', en: 'Gate shift lead' }, closesAt: day(0) } });
    expect(Object.keys(log!.after as object).sort()).toEqual(['closesAt', 'title']);

    const before = await snapshot();
    await editor.job.update({ id: created.id, ...input, title: { vi: 'Trưởng ca soát vé', en: 'Gate shift lead' }, closesAt: day(0) });
    expect(await snapshot()).toEqual(before);
  });

  it('closing takes an opening off the page and keeps it in the console; reopening puts it back; each once in the log', async () => {
    const editor = await as('editor');
    const created = await editor.job.create(opening());
    await editor.job.close({ id: created.id });
    expect(await listed()).not.toContain(created.title.vi);
    expect((await editor.job.adminList()).find((row) => row.id === created.id)).toMatchObject({ isOpen: false });
    const afterClose = (await logRows()).length;
    await editor.job.close({ id: created.id });
    expect((await logRows()).length).toBe(afterClose);

    await editor.job.reopen({ id: created.id });
    expect(await listed()).toContain(created.title.vi);
    expect((await logRows()).slice(-2)).toMatchObject([
      { action: 'jobOpening.close', subjectId: created.id, before: { isOpen: true }, after: { isOpen: false } },
      { action: 'jobOpening.reopen', subjectId: created.id, before: { isOpen: false }, after: { isOpen: true } },
    ]);
  });

  it('an opening past its closing day leaves the page, and is not reopened until it has a new one', async () => {
    const editor = await as('editor');
    const created = await editor.job.create(opening({ closesAt: day(1) }));
    await database.db.update(jobOpenings).set({ closesAt: day(-1) }).where(eq(jobOpenings.id, created.id));
    expect(await listed()).not.toContain(created.title.vi);
    await editor.job.close({ id: created.id });
    const before = await snapshot();
    expect(await refusal((await as('editor', 'en')).job.reopen({ id: created.id }))).toEqual({
      code: 'BAD_REQUEST',
      message: "This opening's closing date has passed: set a new one (or none) and reopen it",
    });
    expect(await snapshot()).toEqual(before);
  });

  it('deletes only a closed opening, and the log keeps what it said', async () => {
    const editor = await as('editor');
    const created = await editor.job.create(opening());
    const before = await snapshot();
    expect(await refusal(editor.job.delete({ id: created.id }))).toEqual({ code: 'CONFLICT', message: 'Tin tuyển dụng đang mở: hãy đóng tin trước khi xoá' });
    expect(await snapshot()).toEqual(before);
    await editor.job.close({ id: created.id });
    await editor.job.delete({ id: created.id });
    expect((await editor.job.adminList()).map((row) => row.id)).not.toContain(created.id);
    const [log] = (await logRows()).slice(-1);
    expect(log).toMatchObject({ action: 'jobOpening.delete', subjectId: created.id, before: { slug: created.slug, title: created.title, isOpen: false }, after: null });
    expect(await refusal(editor.job.delete({ id: created.id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await refusal(editor.job.update({ id: created.id, ...opening() }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a slug another opening has, also when two editors take it at once', async () => {
    const editor = await as('editor');
    const taken = await editor.job.create(opening());
    const before = await snapshot();
    expect(await refusal(editor.job.create(opening({ slug: taken.slug })))).toEqual({ code: 'CONFLICT', message: `Đường dẫn "${taken.slug}" đã được dùng. Vui lòng chọn đường dẫn khác` });
    expect(await snapshot()).toEqual(before);

    const input = opening();
    const results = await Promise.allSettled([editor.job.create(input), editor.job.create(input)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((result): result is PromiseRejectedResult => result.status === 'rejected')?.reason).toMatchObject({ code: 'CONFLICT' });
  });

  it.each([
    ['a closing day already past', { closesAt: day(-1) }, 'closesAt', 'Hạn nộp không được ở quá khứ', 'The closing date cannot be in the past'],
    ['a closing day that does not exist', { closesAt: '2030-02-30' }, 'closesAt', 'Ngày không hợp lệ', 'Invalid date'],
    ['no Vietnamese title', { title: { vi: '', en: 'Guide' } }, 'title', 'Trường này là bắt buộc', 'This field is required'],
    ['an unknown kind of work', { employmentType: 'volunteer' as 'seasonal' }, 'employmentType', 'Giá trị không hợp lệ', 'Invalid value'],
    ['a slug with spaces', { slug: 'huong dan vien' }, 'slug', 'Đường dẫn không hợp lệ', 'Invalid link'],
  ])('refuses %s in the reader\'s language, changing nothing', async (_what, change, field, vi, en) => {
    const input = opening(change);
    const before = await snapshot();
    expect(await fieldErrorsOf('job.create', input, 'vi')).toEqual({ [field]: [vi] });
    expect(await fieldErrorsOf('job.create', input, 'en')).toEqual({ [field]: [en] });
    expect(await snapshot()).toEqual(before);
  });
});
