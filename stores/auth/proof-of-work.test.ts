import { describe, expect, it, vi } from 'vitest';
import { findProofOfWork, startWorker } from './proof-of-work';
import type { ProofMessage, ProofRequest } from './proof-of-work.worker';

/** A stand-in for the built worker: records what the page sends and lets the test answer. */
class FakeWorker {
  sent: ProofRequest[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<ProofMessage>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  postMessage(request: ProofRequest) {
    this.sent.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  answer(message: ProofMessage) {
    this.onmessage?.({ data: message } as MessageEvent<ProofMessage>);
  }
}

function start(options: { signal?: AbortSignal; onProgress?: (progress: number) => void } = {}) {
  const worker = new FakeWorker();
  const found = findProofOfWork('sam@example.com', 16, { ...options, createWorker: () => worker as unknown as Worker });
  return { worker, found };
}

describe('findProofOfWork', () => {
  it('sends the email, difficulty and the time, reports progress, and resolves the token, ending the worker', async () => {
    vi.useFakeTimers({ now: 1_780_000_000_000 });
    const progress: number[] = [];
    const { worker, found } = start({ onProgress: (value) => progress.push(value) });
    vi.useRealTimers();
    expect(worker.sent).toEqual([{ email: 'sam@example.com', difficulty: 16, timestamp: 1_780_000_000_000 }]);
    worker.answer({ tried: 2 ** 16 });
    worker.answer({ token: '1780000000000:4242' });
    await expect(found).resolves.toBe('1780000000000:4242');
    expect(progress[0]).toBeCloseTo(0.632, 3);
    expect(progress.at(-1)).toBe(1);
    expect(worker.terminated).toBe(true);
  });

  it('aborting terminates the worker at once and rejects with the reason', async () => {
    const controller = new AbortController();
    const { worker, found } = start({ signal: controller.signal });
    controller.abort(new DOMException('closed', 'AbortError'));
    await expect(found).rejects.toMatchObject({ name: 'AbortError' });
    expect(worker.terminated).toBe(true);
  });

  it('a worker that fails (did not load, threw) rejects', async () => {
    const { worker, found } = start();
    worker.onerror?.({ message: '', preventDefault() {} } as ErrorEvent);
    await expect(found).rejects.toThrow(/did not load/);
    expect(worker.terminated).toBe(true);
  });

  it('a worker that cannot be created rejects', async () => {
    const found = findProofOfWork('a@b.c', 8, {
      createWorker: () => {
        throw new DOMException('blocked by CSP', 'SecurityError');
      },
    });
    await expect(found).rejects.toMatchObject({ name: 'SecurityError' });
  });
});

describe('startWorker', () => {
  it('starts the worker from its own URL on the page’s origin, and through a same-origin blob from a CDN', () => {
    const started: string[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: string | URL) {
          started.push(String(url));
        }
      },
    );
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(
      (blob) => (blobs.push(blob as Blob), 'blob:http://localhost:3000/1'),
    );
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    startWorker(new URL('/assets/proof-of-work-worker-ABC.js', location.href));
    startWorker(new URL('https://cdn.example/storefront/proof-of-work-worker-ABC.js'));
    expect(started).toEqual([
      new URL('/assets/proof-of-work-worker-ABC.js', location.href).href,
      'blob:http://localhost:3000/1',
    ]);
    return blobs[0]!
      .text()
      .then((script) =>
        expect(script).toBe('importScripts("https://cdn.example/storefront/proof-of-work-worker-ABC.js");'),
      );
  });
});
