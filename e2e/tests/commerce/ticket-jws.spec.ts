/**
 * A bought ticket's QR code, read from the success page by an ordinary scanner (zbarimg), is a
 * token the site signed: it verifies against the public keys at /.well-known/jwks.json with a
 * standard JOSE library, and names the ticket's visit date.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { compactVerify, createLocalJWKSet, type JSONWebKeySet } from 'jose';
import { query } from '../../support/api';
import { useLocale } from '../../support/locale';
import { bookToGateway, expectPaidTickets, texts, vietnamDate, type TicketType } from '../../support/purchase';

test('the success page QR codes decode to signed tokens that verify against the published keys', async ({ page, context, request }) => {
  await useLocale(context, 'en');
  const [ticket] = await query<TicketType[]>(request, 'ticket.list');
  const visitDate = vietnamDate(25);
  await bookToGateway(page, 'en', ticket!.slug, visitDate);
  await page.getByRole('button', { name: texts.en.sandboxPay, exact: true }).click();
  await expectPaidTickets(page, request, 'en');

  const keysResponse = await request.get('/.well-known/jwks.json');
  expect(keysResponse.ok()).toBe(true);
  expect(keysResponse.headers()['cache-control']).toBe('public, max-age=300');
  const keys = createLocalJWKSet((await keysResponse.json()) as JSONWebKeySet);

  const folder = mkdtempSync(path.join(os.tmpdir(), 'e2e-qr-'));
  const images = await page.getByTestId('ticket-qr').getByRole('img').all();
  expect(images).toHaveLength(2);
  for (const [index, image] of images.entries()) {
    const file = path.join(folder, `ticket-${index}.png`);
    writeFileSync(file, await image.screenshot());
    const token = execFileSync('/usr/bin/zbarimg', ['--quiet', '--raw', file], { encoding: 'utf8' }).trim();
    const { payload, protectedHeader } = await compactVerify(token, keys, { algorithms: ['EdDSA'] });
    expect(protectedHeader).toMatchObject({ alg: 'EdDSA', kid: expect.any(String) });
    expect(JSON.parse(new TextDecoder().decode(payload))).toMatchObject({ t: expect.any(Number), tt: expect.any(Number), a: expect.stringMatching(/^(adult|child)$/), d: visitDate, n: expect.any(String) });
  }
});
