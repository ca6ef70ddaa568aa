// Generates the illustrative SVG images the seed content points at (api/seed-media/*.svg), and
// beside each its responsive variants (<name>-<width>.avif / .webp), as the API makes them for an
// upload (src/media/image-variants.ts), so seed pages are served the way real photos are.
// Every `/seed-media/<name>.svg` mentioned in src/seed/*.ts gets a picture drawn from its name,
// so seed content and images never drift apart. The pictures carry no text: captions are the
// page's, and text drawn in an image would collide with them.
// Run: node api/scripts/make-seed-media.mjs (about five minutes: it encodes every variant).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

// The widths and formats of shared/src/media/image-variants.ts (IMAGE_WIDTHS, MODERN_FORMATS);
// api/src/media/__tests__/seed-media.test.ts checks that every seed image has each of them.
const WIDTHS = [96, 192, 480, 960, 1600];
const FORMATS = ['avif', 'webp'];
// The encoders' settings of src/media/image-variants.ts.
const ENCODE = { avif: (image) => image.avif({ effort: 2 }), webp: (image) => image.webp() };

const apiDir = path.resolve(new URL('..', import.meta.url).pathname);
const outDir = path.join(apiDir, 'seed-media');
const seedDir = path.join(apiDir, 'src', 'seed');
mkdirSync(outDir, { recursive: true });

const names = new Set(['area-map', 'og-default']);
for (const file of readdirSync(seedDir)) {
  const text = readFileSync(path.join(seedDir, file), 'utf8');
  for (const match of text.matchAll(/media\('([a-z0-9-]+)'\)|\/seed-media\/([a-z0-9-]+)\.svg/g)) names.add(match[1] ?? match[2]);
  // Names built from slugs: product-<slug>, service-<slug>, post-<slug>, dish-<slug>.
  const block = (marker) => text.slice(text.indexOf(marker));
  if (text.includes('export const seedProducts')) for (const m of block('export const seedProducts').split('export const seedRelated')[0].matchAll(/slug: '([a-z0-9-]+)'/g)) names.add(`product-${m[1]}`);
  if (text.includes('export const seedServices')) for (const m of block('export const seedServices').matchAll(/slug: '([a-z0-9-]+)'/g)) names.add(`service-${m[1]}`);
  if (text.includes('export const seedPosts')) for (const m of block('export const seedPosts').split('export const seedComments')[0].matchAll(/slug: '([a-z0-9-]+)'/g)) names.add(`post-${m[1]}`);
  if (text.includes('export const seedMenu')) for (const m of block('export const seedMenu').split('export const seedMapPoints')[0].matchAll(/\['([a-z0-9-]+)', '[^a-z]/g)) names.add(`dish-${m[1]}`);
  for (const m of text.matchAll(/'((?:gallery|video|avatar)-[a-z0-9-]+)'/g)) names.add(m[1]);
}
// `${...}` template names above are not literal; drop anything that is not a plain name.
for (const name of names) if (!/^[a-z0-9-]+$/.test(name) || name.endsWith('-')) names.delete(name);

function hash(text) {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}
const rand = (seed) => () => ((seed = Math.imul(seed ^ (seed >>> 15), 2246822507) ^ Math.imul(seed ^ (seed >>> 13), 3266489909)) >>> 0) / 4294967296;
const hsl = (h, s, l) => `hsl(${Math.round(h) % 360} ${s}% ${l}%)`;
const esc = (t) => t.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const caption = (name) => name.replace(/^(product|service|post|dish|gallery|video|ticket|cat|combo|team|avatar)-/, '').split('-').map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');

function mountains(r, hue, width, height, layers) {
  let out = '';
  for (let layer = 0; layer < layers; layer++) {
    const base = height * (0.45 + layer * 0.14);
    let d = `M0 ${height} L0 ${base}`;
    for (let x = 0; x <= width; x += width / 8) d += ` L${x.toFixed(0)} ${(base - r() * height * 0.25).toFixed(0)}`;
    d += ` L${width} ${height} Z`;
    out += `<path d="${d}" fill="${hsl(hue + 140, 30 + layer * 8, 42 - layer * 9)}" opacity="${0.75 + layer * 0.08}"/>`;
  }
  return out;
}

function landscape(name, night = false) {
  const r = rand(hash(name));
  const hue = hash(name) % 360;
  const W = 1200, H = 800;
  const sky1 = night ? hsl(235, 45, 14) : hsl(hue, 70, 78);
  const sky2 = night ? hsl(260, 40, 30) : hsl(hue + 30, 80, 92);
  const sunX = 200 + r() * 800;
  const clouds = Array.from({ length: 5 }, () => {
    const cx = r() * W, cy = 120 + r() * 250, s = 0.6 + r();
    return `<g opacity="0.85" fill="#fff"><ellipse cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" rx="${(90 * s).toFixed(0)}" ry="${(28 * s).toFixed(0)}"/><ellipse cx="${(cx + 50 * s).toFixed(0)}" cy="${(cy - 18 * s).toFixed(0)}" rx="${(60 * s).toFixed(0)}" ry="${(30 * s).toFixed(0)}"/></g>`;
  }).join('');
  const y1 = 260 + r() * 80, y2 = 520 + r() * 60;
  const t = 0.35 + r() * 0.3;
  const gx = 80 + (W - 160) * t, gy = y1 + (y2 - y1) * (1 - t);
  const stars = night ? Array.from({ length: 40 }, () => `<circle cx="${(r() * W).toFixed(0)}" cy="${(r() * 350).toFixed(0)}" r="${(r() * 2 + 0.5).toFixed(1)}" fill="#fff"/>`).join('') : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${esc(caption(name))}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky1}"/><stop offset="1" stop-color="${sky2}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>${stars}
<circle cx="${sunX.toFixed(0)}" cy="150" r="60" fill="${night ? '#f8f1c8' : '#feb914'}" opacity="0.9"/>
${mountains(r, hue, W, H, 3)}${clouds}
<line x1="80" y1="${y2.toFixed(0)}" x2="${W - 80}" y2="${y1.toFixed(0)}" stroke="#333" stroke-width="4"/>
<g transform="translate(${gx.toFixed(0)} ${gy.toFixed(0)})"><line x1="0" y1="0" x2="0" y2="40" stroke="#333" stroke-width="4"/><rect x="-45" y="40" width="90" height="70" rx="14" fill="#feb914" stroke="#7a5200" stroke-width="4"/><rect x="-33" y="52" width="28" height="26" rx="4" fill="#cde8ff"/><rect x="5" y="52" width="28" height="26" rx="4" fill="#cde8ff"/></g>
</svg>\n`;
}

function productShot(name) {
  const r = rand(hash(name));
  const hue = hash(name) % 360;
  const shape = hash(name) % 3;
  const body = [
    `<rect x="430" y="250" width="340" height="340" rx="40" fill="${hsl(hue, 60, 55)}"/><rect x="470" y="290" width="260" height="120" rx="20" fill="#fff" opacity="0.6"/>`,
    `<circle cx="600" cy="420" r="190" fill="${hsl(hue, 60, 55)}"/><circle cx="600" cy="420" r="120" fill="${hsl(hue + 40, 70, 75)}"/>`,
    `<path d="M600 200 L800 600 L400 600 Z" fill="${hsl(hue, 60, 55)}"/><circle cx="600" cy="470" r="60" fill="#fff" opacity="0.6"/>`,
  ][shape];
  const dots = Array.from({ length: 12 }, () => `<circle cx="${(r() * 1200).toFixed(0)}" cy="${(r() * 800).toFixed(0)}" r="${(4 + r() * 10).toFixed(0)}" fill="${hsl(hue + 180, 50, 70)}" opacity="0.5"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800" role="img" aria-label="${esc(caption(name))}">
<rect width="1200" height="800" fill="${hsl(hue, 40, 94)}"/>${dots}
<ellipse cx="600" cy="640" rx="260" ry="30" fill="#000" opacity="0.12"/>${body}
</svg>\n`;
}

function dish(name) {
  const r = rand(hash(name));
  const hue = hash(name) % 60 + 10;
  const bits = Array.from({ length: 14 }, () => {
    const a = r() * Math.PI * 2, d = r() * 120;
    return `<circle cx="${(600 + Math.cos(a) * d).toFixed(0)}" cy="${(400 + Math.sin(a) * d * 0.6).toFixed(0)}" r="${(12 + r() * 22).toFixed(0)}" fill="${hsl(hue + r() * 100, 65, 50)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800" role="img" aria-label="${esc(caption(name))}">
<rect width="1200" height="800" fill="#6b4a2f"/><rect width="1200" height="800" fill="url(#g)" opacity="0.2"/>
<ellipse cx="600" cy="420" rx="330" ry="220" fill="#000" opacity="0.25"/><ellipse cx="600" cy="400" rx="320" ry="210" fill="#fafafa"/><ellipse cx="600" cy="400" rx="230" ry="150" fill="#f1ece4"/>${bits}
</svg>\n`;
}

function avatar(name) {
  const hue = hash(name) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${esc(caption(name))}">
<rect width="400" height="400" fill="${hsl(hue, 55, 85)}"/>
<circle cx="200" cy="160" r="80" fill="${hsl(hue, 40, 45)}"/><path d="M60 400 C60 290 340 290 340 400 Z" fill="${hsl(hue, 40, 45)}"/>
</svg>\n`;
}

function areaMap() {
  const pts = [[18, 78], [40, 58], [72, 22]];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 700" width="1000" height="700" role="img" aria-label="Area map">
<rect width="1000" height="700" fill="#e7f0dc"/>
<path d="M0 700 L0 420 C200 380 260 250 420 260 C560 270 600 80 760 60 C860 50 920 120 1000 90 L1000 700 Z" fill="#c9dcb3"/>
<path d="M380 700 C420 560 520 520 600 420 C680 320 700 220 820 140" stroke="#9bb87c" stroke-width="50" fill="none" opacity="0.5"/>
<ellipse cx="300" cy="462" rx="90" ry="40" fill="#9ccbe8"/>
<path d="M80 640 C180 600 220 520 120 364 C100 330 140 290 240 280" stroke="#b08d57" stroke-width="6" stroke-dasharray="14 10" fill="none"/>
<polyline points="${pts.map(([x, y]) => `${x * 10},${y * 7}`).join(' ')}" stroke="#333" stroke-width="5" fill="none"/>
${pts.map(([x, y]) => `<circle cx="${x * 10}" cy="${y * 7}" r="14" fill="#feb914" stroke="#333" stroke-width="4"/>`).join('')}
</svg>\n`;
}

/** The SVG drawn at each variant width (a vector has no size to exceed) in each modern format. */
async function writeVariants(name, svg) {
  const { width } = await sharp(Buffer.from(svg)).metadata();
  for (const target of WIDTHS) {
    // Rendered at the density that makes the drawing `target` pixels wide, so it is drawn sharp, not scaled.
    const raster = await sharp(Buffer.from(svg), { density: (72 * target) / width }).resize({ width: target }).toBuffer();
    for (const format of FORMATS) {
      writeFileSync(path.join(outDir, `${name}-${target}.${format}`), await ENCODE[format](sharp(raster)).toBuffer());
    }
  }
}

// Start afresh, so an image whose name left the seed takes its variants with it.
for (const file of readdirSync(outDir)) rmSync(path.join(outDir, file));

let count = 0;
for (const name of [...names].sort()) {
  let svg;
  if (name === 'area-map') svg = areaMap();
  else if (name.startsWith('product-') || name.startsWith('combo-') || name.startsWith('cat-')) svg = productShot(name);
  else if (name.startsWith('dish-')) svg = dish(name);
  else if (name.startsWith('avatar-') || name.startsWith('team-')) svg = avatar(name);
  else svg = landscape(name, /night|moon|show/.test(name));
  writeFileSync(path.join(outDir, `${name}.svg`), svg);
  await writeVariants(name, svg);
  count++;
}
console.log(`wrote ${count} images and their variants to ${path.relative(process.cwd(), outDir)}`);
