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

function builtWorker(): Worker {
  return new Worker(new URL(PROOF_OF_WORK_WORKER_FILE, import.meta.url), { name: 'proof-of-work' });
}

/**
 * The login proof of work, in a Web Worker so the page stays responsive. Resolves the token
 * ("{timestamp}:{nonce}"); rejects when the worker cannot start or fails, or when `signal` aborts.
 */
export function findProofOfWork(email: string, difficulty: number, { signal, onProgress, createWorker = builtWorker }: ProofOfWorkOptions = {}): Promise<string> {
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
