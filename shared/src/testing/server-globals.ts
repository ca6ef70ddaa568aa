/**
 * Test-only: what the API needs from Node when the test API runs it in jsdom (setup-dom.ts loads
 * it for every browser test). jsdom has no WebCrypto (crypto.subtle, CryptoKey), with which the
 * API signs the QR codes of the tickets it issues; its TextEncoder must give this realm's
 * Uint8Array (the signing library checks `instanceof Uint8Array`); and mail is queued with
 * setImmediate.
 */
import { webcrypto } from 'node:crypto';
import { TextEncoder as NodeTextEncoder } from 'node:util';

if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
if (typeof globalThis.CryptoKey === 'undefined') Object.defineProperty(globalThis, 'CryptoKey', { value: webcrypto.CryptoKey, configurable: true });

if (typeof globalThis.setImmediate === 'undefined') {
  Object.defineProperty(globalThis, 'setImmediate', { value: (run: (...args: unknown[]) => void, ...args: unknown[]) => setTimeout(run, 0, ...args), configurable: true, writable: true });
}

const nodeEncoder = new NodeTextEncoder();
class RealmTextEncoder {
  readonly encoding = 'utf-8';
  encode(input = ''): Uint8Array {
    return new Uint8Array(nodeEncoder.encode(input));
  }
  encodeInto(input: string, destination: Uint8Array) {
    return nodeEncoder.encodeInto(input, destination);
  }
}
if (!(new globalThis.TextEncoder().encode('') instanceof Uint8Array)) {
  Object.defineProperty(globalThis, 'TextEncoder', { value: RealmTextEncoder, configurable: true, writable: true });
}
