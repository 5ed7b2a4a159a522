import { sha256 } from '@noble/hashes/sha2.js';

// The login proof of work's search (stores/auth/README.md "Proof of work"), run in its Web Worker. A token is
// "{timestamp}:{nonce}"; it is valid when SHA-256 of "{email}:{timestamp}:{nonce}" (the email trimmed and
// lower-cased, UTF-8) starts with `difficulty` zero bits. The server checks the same (fixtures/server/proof-of-work.ts).

export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte !== 0) return bits + Math.clz32(byte) - 24;
    bits += 8;
  }
  return bits;
}

export function proofPrefix(email: string, timestamp: number): string {
  return `${email.trim().toLowerCase()}:${timestamp}:`;
}

const encoder = new TextEncoder();

/** The first nonce in [from, from + count) whose hash has the difficulty, or null. */
export function searchNonces(prefix: string, difficulty: number, from: number, count: number): number | null {
  for (let nonce = from; nonce < from + count; nonce++) {
    if (leadingZeroBits(sha256(encoder.encode(prefix + nonce))) >= difficulty) return nonce;
  }
  return null;
}

/**
 * How likely a search of `tried` hashes was to have finished by now: 1 - e^(-tried / 2^difficulty). The
 * work is a lottery, so this is the honest progress figure: it moves fast at first and never claims done.
 */
export function proofProgress(tried: number, difficulty: number): number {
  return 1 - Math.exp(-tried / 2 ** difficulty);
}
