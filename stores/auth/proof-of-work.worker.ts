import { proofPrefix, searchNonces } from './proof-of-work-search';

// The login proof of work's Web Worker: its own file (build/worker-plugin.mjs), loaded only when a login needs
// one. It searches in batches and reports how many hashes it has tried, at most every PROGRESS_EVERY_MS so the
// page's main thread is not kept busy with messages; the page terminates it to cancel.

export interface ProofRequest {
  email: string;
  difficulty: number;
  timestamp: number;
}

export type ProofMessage = { tried: number } | { token: string };

const BATCH = 4096;
const PROGRESS_EVERY_MS = 100;

self.onmessage = (event: MessageEvent<ProofRequest>) => {
  const { email, difficulty, timestamp } = event.data;
  const prefix = proofPrefix(email, timestamp);
  let reported = performance.now();
  for (let from = 0; ; from += BATCH) {
    const nonce = searchNonces(prefix, difficulty, from, BATCH);
    if (nonce !== null) {
      self.postMessage({ token: `${timestamp}:${nonce}` } satisfies ProofMessage);
      return;
    }
    if (performance.now() - reported < PROGRESS_EVERY_MS) continue;
    reported = performance.now();
    self.postMessage({ tried: from + BATCH } satisfies ProofMessage);
  }
};
