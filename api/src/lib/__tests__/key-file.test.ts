import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { keyFromFile } from '../key-file';
import { addTicketKey, keysFolder } from '../../tickets/keys';

describe('server keys in the data directory', () => {
  let root: string;
  beforeEach(() => (root = mkdtempSync(path.join(os.tmpdir(), 'sf-key-file-'))));
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("makes a key readable by this user alone, and leaves the data directory others' to traverse (nginx's workers keep their temporary folders there)", () => {
    const dataDir = path.join(root, 'data');
    const key = keyFromFile(path.join(dataDir, 'order-access.key'));
    expect(key).toHaveLength(32);
    expect(keyFromFile(path.join(dataDir, 'order-access.key')).equals(key)).toBe(true);
    expect(statSync(path.join(dataDir, 'order-access.key')).mode & 0o777).toBe(0o600);
    expect(statSync(dataDir).mode & 0o005).toBe(0o005);
  });

  it('keeps the ticket keys folder private without closing the data directory above it', async () => {
    const dataDir = path.join(root, 'data');
    const kid = await addTicketKey(dataDir);
    expect(statSync(keysFolder(dataDir)).mode & 0o777).toBe(0o700);
    expect(statSync(dataDir).mode & 0o005).toBe(0o005);
    expect(JSON.parse(readFileSync(path.join(keysFolder(dataDir), `${kid}.json`), 'utf8')).privateJwk).toBeDefined();
  });
});
