/**
 * The API serves no server build and no source map, whatever the spelling of their address: a
 * request path is decoded exactly once, segment by segment, and one place decides whether it may
 * name a file (http/request-path.ts). Real files in a real build folder, requested over Fastify.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestServer } from '../../testing/test-server';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';
import { PRIVATE_FILE_ATTACKS, PRIVATE_MARKER, PUBLIC_FILES, PUBLIC_MARKER, writeBuildWithPrivateFiles } from '../../testing/private-build-files';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  const distDir = mkdtempSync(path.join(os.tmpdir(), 'sf-dist-'));
  const seedMediaDir = mkdtempSync(path.join(os.tmpdir(), 'sf-media-'));
  writeBuildWithPrivateFiles(distDir, seedMediaDir);
  app = await buildTestServer({ db: database.db, distDir, seedMediaDir });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

describe('static files of the API', () => {
  it.each(PRIVATE_FILE_ATTACKS.map((url) => [url.length > 80 ? `${url.slice(0, 60)}… (${url.length} characters)` : url, url]))(
    'answers %s without a private file, never with a 200 or a 500',
    async (_name, url) => {
      for (const method of ['GET', 'HEAD'] as const) {
        const answer = await app.inject({ method, url, headers: { 'accept-encoding': 'identity' } });
        expect(answer.body).not.toContain(PRIVATE_MARKER);
        expect([400, 404]).toContain(answer.statusCode);
      }
    },
  );

  it.each(PUBLIC_FILES)('still serves %s', async (url, file) => {
    const answer = await app.inject({ method: 'GET', url });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(PUBLIC_MARKER);
    if (file.startsWith('shell/')) expect(answer.body).toContain(file);
  });
});
