/**
 * The embedded server (npm start) is as strict as nginx: the same Content-Security-Policy,
 * nosniff, Referrer-Policy and Permissions-Policy on every answer, and nginx.conf says exactly
 * what http/security-headers.ts says.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { COLOR_MODE_SCRIPT } from '@storefront/shared/color-mode/color-mode-script';
import { START_UP_SCRIPT } from '@storefront/shared/startup/start-up-script';
import { seedDatabase } from '../../seed/seed';
import { buildServer } from '../../server';
import { writePublishedSite } from '../../testing/published-site';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';
import {
  CAMERA_PERMISSIONS_POLICY,
  CONTENT_SECURITY_POLICY,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
  scriptHash,
} from '../security-headers';

const NGINX_CONF = readFileSync(path.resolve(__dirname, '../../../../nginx.conf'), 'utf8');

/** The value of nginx.conf's `add_header <name> "<value>" always;` (the only one: a second would drift). */
function nginxHeader(name: string): string {
  const lines = [...NGINX_CONF.matchAll(new RegExp(`^\\s*add_header ${name} (.+?)(?: always)?;$`, 'gm'))];
  expect(lines).toHaveLength(1);
  return lines[0]![1]!;
}

/** The entries of nginx.conf's `map $<source> $<variable> { … }`, as [pattern, value] pairs. */
function nginxMap(source: string, variable: string): [string, string][] {
  const block = NGINX_CONF.match(new RegExp(`map \\$${source} \\$${variable} \\{([^}]*)\\}`))![1]!;
  return [...block.matchAll(/^\s*(\S+)\s+"?([^";]*)"?;$/gm)].map((entry) => [entry[1]!, entry[2]!]);
}

describe('nginx.conf and the embedded server send one policy', () => {
  it('has the same Content-Security-Policy, nosniff and Referrer-Policy', () => {
    expect(nginxHeader('Content-Security-Policy')).toBe(`"${CONTENT_SECURITY_POLICY}"`);
    expect(nginxHeader('X-Content-Type-Options')).toBe('"nosniff"');
    expect(nginxHeader('Referrer-Policy')).toBe(`"${REFERRER_POLICY}"`);
  });

  it("has the same Permissions-Policy, and passes on the API's, which alone knows which documents scan with the camera", () => {
    expect(nginxHeader('Permissions-Policy')).toBe('$permissions_policy');
    expect(nginxMap('upstream_http_permissions_policy', 'permissions_policy')).toEqual([
      ['default', '$upstream_http_permissions_policy'],
      ['""', PERMISSIONS_POLICY],
    ]);
  });
});

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
  const dist = mkdtempSync(path.join(os.tmpdir(), 'sf-headers-'));
  mkdirSync(path.join(dist, 'shell'));
  writeFileSync(path.join(dist, 'shell', 'index.html'), '<!doctype html><html lang="vi"><head><meta charset="utf-8"><!--app-head--></head><body><div id="root"></div></body></html>');
  writePublishedSite(dist);
  app = await buildServer({ db: database.db, publicUrl: 'https://mayngan.example', distDir: dist, uploadsDir: dist, seedMediaDir: dist, logLevel: 'silent' });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

describe('the embedded server', () => {
  it.each([
    ['a page document', '/'],
    ['a product document', '/san-pham/tra-shan-tuyet-co-thu'],
    ['a missing page', '/khong-co-trang-nay'],
    ['an API answer', '/api/trpc/ticket.list'],
    ['an API error', '/api/trpc/nothing.here'],
    ['a static file', '/remotes.json'],
    ['a missing file', '/uploads/none.jpg'],
    ['health', '/healthz'],
  ])('sends the policy with %s', async (_name, url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.headers).toMatchObject({
      'content-security-policy': CONTENT_SECURITY_POLICY,
      'x-content-type-options': 'nosniff',
      'referrer-policy': REFERRER_POLICY,
      'permissions-policy': PERMISSIONS_POLICY,
    });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain(`script-src 'self' ${scriptHash(COLOR_MODE_SCRIPT)} ${scriptHash(START_UP_SCRIPT)};`);
  });

  it('allows the camera on the documents of the dashboard sections that scan with it, and nowhere else', async () => {
    for (const url of ['/dashboard/check-in', '/dashboard/check-in/', '/dashboard/check-in?from=menu']) {
      expect((await app.inject({ method: 'GET', url })).headers['permissions-policy']).toBe(CAMERA_PERMISSIONS_POLICY);
    }
    for (const url of ['/dashboard/check-in-history', '/dashboard/check-in/deeper', '/dashboard', '/check-in', '/api/trpc/ticket.list?x=/dashboard/check-in']) {
      expect((await app.inject({ method: 'GET', url })).headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    }
  });

  it('builds documents whose inline scripts are data blocks the policy does not run, and the colour-mode and start-up scripts it allows by hash', async () => {
    const html = (await app.inject({ method: 'GET', url: '/san-pham/tra-shan-tuyet-co-thu' })).body;
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes, text]) => ({ attributes: attributes!.trim(), text }));
    const run = inlineScripts.filter(({ attributes }) => !/^type="application\/(ld\+)?json"/.test(attributes));
    expect(inlineScripts.length).toBeGreaterThan(run.length);
    expect(run).toEqual([
      { attributes: '', text: COLOR_MODE_SCRIPT },
      { attributes: '', text: START_UP_SCRIPT },
    ]);
    for (const { text } of run) expect(CONTENT_SECURITY_POLICY).toContain(scriptHash(text!));
  });
});
