import { trustedScriptUrl } from '../../shared/trusted-types';
import { PROOF_OF_WORK_WORKER_FILE } from './proof-of-work-worker-file';
import type { ProofMessage, ProofRequest } from './proof-of-work.worker';
import { proofProgress } from './proof-of-work-search';

export interface ProofOfWorkOptions {
  /** Aborting terminates the worker at once and rejects with the signal's reason. */
  signal?: AbortSignal;
  /** 0 to 1: how likely the search was to be done by now (proofProgress). */
  onProgress?: (progress: number) => void;
  /** Tests pass a fake; pages get the built worker file. */
  createWorker?: () => Worker;
}

/**
 * The built worker. A worker's script must come from the page's own origin; when the bundle is served from a
 * CDN, a same-origin blob script loads it with importScripts (which may fetch across origins).
 */
export function startWorker(url: URL = new URL(PROOF_OF_WORK_WORKER_FILE, import.meta.url)): Worker {
  if (url.origin === location.origin) return new Worker(trustedScriptUrl(url.href), { name: 'proof-of-work' });
  const bootstrap = URL.createObjectURL(
    new Blob([`importScripts(${JSON.stringify(url.href)});`], { type: 'text/javascript' }),
  );
  try {
    return new Worker(trustedScriptUrl(bootstrap), { name: 'proof-of-work' });
  } finally {
    URL.revokeObjectURL(bootstrap);
  }
}

/**
 * The login proof of work, in a Web Worker so the page stays responsive. Resolves the token
 * ("{timestamp}:{nonce}"); rejects when the worker cannot start or fails, or when `signal` aborts.
 */
export function findProofOfWork(
  email: string,
  difficulty: number,
  { signal, onProgress, createWorker = startWorker }: ProofOfWorkOptions = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    let worker: Worker;
    try {
      worker = createWorker();
    } catch (error) {
      reject(error);
      return;
    }
    const stop = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      stop();
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = (event: MessageEvent<ProofMessage>) => {
      const message = event.data;
      if ('token' in message) {
        stop();
        onProgress?.(1);
        resolve(message.token);
      } else onProgress?.(proofProgress(message.tried, difficulty));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      stop();
      reject(new Error(`proof-of-work worker failed: ${event.message || 'it did not load'}`));
    };
    worker.postMessage({ email, difficulty, timestamp: Date.now() } satisfies ProofRequest);
  });
}
