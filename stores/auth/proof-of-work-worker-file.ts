// The worker's file, relative to the chunk that starts it. The build replaces this module with the hashed
// name of the worker it builds (build/worker-plugin.mjs); in tests, which make their own workers, it stays this.
export const PROOF_OF_WORK_WORKER_FILE = './proof-of-work.worker.ts';
