import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const p = await b.newPage();
const rows = [];
p.on('requestfinished', async (r) => { if (r.resourceType() !== 'script') return; const s = await r.sizes(); rows.push([s.responseBodySize, new URL(r.url()).pathname]); });
await p.goto(process.argv[2] ?? 'http://127.0.0.1:8391/', { waitUntil: 'networkidle' });
await p.waitForTimeout(500);
rows.sort((a, b) => b[0] - a[0]);
let t = 0; for (const [n, u] of rows) { t += n; console.log((n / 1024).toFixed(2).padStart(8), u); }
console.log((t / 1024).toFixed(2).padStart(8), 'total');
await b.close();
