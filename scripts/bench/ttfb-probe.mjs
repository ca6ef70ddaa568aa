/**
 * The documents suite's probe (run.mjs): asks for each path in turn, one at a time, until stdin
 * closes, then prints the milliseconds to each answer's first body byte as JSON. A process of its
 * own, so that the load generator's work in the bench's process is not counted as the server's.
 *
 * node scripts/bench/ttfb-probe.mjs <site url> <path>...
 */
import http from 'node:http';

const [siteUrl, ...paths] = process.argv.slice(2);

/** Milliseconds to the first byte of the document at `url`'s body (the streamed head), as Chromium asks for it. */
function timeToFirstByte(url) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { headers: { 'accept-encoding': 'br' } }, (response) => {
      response.once('data', () => resolve(performance.now() - started));
      response.on('error', reject);
      response.resume();
    });
    request.on('error', reject);
  });
}

let probing = true;
process.stdin.on('close', () => (probing = false)).resume();
const samples = [];
while (probing) for (const pagePath of paths) if (probing) samples.push(await timeToFirstByte(`${siteUrl}${pagePath}`));
process.stdout.write(JSON.stringify(samples));
