import { sha256 } from '@noble/hashes/sha2.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leadingZeroBits, proofPrefix, proofProgress, searchNonces } from './proof-of-work-search';

describe('leadingZeroBits', () => {
  it.each([
    [[0xff], 0],
    [[0x7f], 1],
    [[0x01, 0xff], 7],
    [[0x00, 0x80], 8],
    [[0x00, 0x00, 0x00, 0x08], 28],
    [[0x00, 0x00], 16],
  ])('%j has %i', (bytes, bits) => expect(leadingZeroBits(Uint8Array.from(bytes))).toBe(bits));

  it('counts the zero bits of the binary form, for any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 8 }), (bytes) => {
        const binary = Array.from(bytes, (byte) => byte.toString(2).padStart(8, '0')).join('');
        expect(leadingZeroBits(bytes)).toBe(binary.indexOf('1') === -1 ? binary.length : binary.indexOf('1'));
      }),
    );
  });
});

describe('searchNonces', () => {
  const prefix = proofPrefix('  Sam@Example.COM ', 1_780_000_000_000);

  it('the prefix is the trimmed, lower-cased email and the timestamp', () => {
    expect(prefix).toBe('sam@example.com:1780000000000:');
  });

  it('finds the first nonce whose SHA-256 has the difficulty, and none in a range without one', () => {
    const nonce = searchNonces(prefix, 10, 0, 1 << 16);
    expect(nonce).not.toBeNull();
    const hashBits = (n: number) => leadingZeroBits(sha256(new TextEncoder().encode(prefix + n)));
    expect(hashBits(nonce!)).toBeGreaterThanOrEqual(10);
    for (let earlier = 0; earlier < nonce!; earlier++) expect(hashBits(earlier)).toBeLessThan(10);
    expect(searchNonces(prefix, 10, 0, nonce!)).toBeNull();
  });
});

describe('proofProgress', () => {
  it('starts at 0, is about 63% after the expected number of hashes, and never reaches 1', () => {
    expect(proofProgress(0, 16)).toBe(0);
    expect(proofProgress(2 ** 16, 16)).toBeCloseTo(0.632, 3);
    expect(proofProgress(2 ** 20, 16)).toBeLessThan(1);
  });
});
