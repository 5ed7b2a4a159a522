import { cleanup, configure } from '@testing-library/react';
import { BroadcastChannel, MessageChannel, MessagePort } from 'node:worker_threads';
import { afterAll, afterEach } from 'vitest';

// The unit files run in VM contexts (vitest's vmThreads, issue 25), whose happy-dom globals have no message
// channels: the mount's turns (mount/mount-turns.ts) and the basket's other-tab channel use Node's, as a
// browser page has its own. A page's channels close when it goes; a file's context goes but its thread stays, so
// the channels it left open are closed after it (else the next files' messages reach a finished file's stores).
const openChannels = new Set<BroadcastChannel>();
class FileBroadcastChannel extends BroadcastChannel {
  constructor(name: string) {
    super(name);
    openChannels.add(this);
  }

  override close(): void {
    openChannels.delete(this);
    super.close();
  }
}
for (const [name, value] of Object.entries({ BroadcastChannel: FileBroadcastChannel, MessageChannel, MessagePort })) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
}
afterAll(() => {
  for (const channel of openChannels) channel.close();
});

// findBy* and waitFor give up after 3 s, not 1 s: the files run two at a time on two cores, and a busy run once
// failed checkout-payment's "a failed load says so" at 1 s. A passing test waits no longer for it.
configure({ asyncUtilTimeout: 3000 });

// Each test starts from an empty page with no parsed config (node-environment tests have no page). The config
// module is imported only here, on first use: a node test may mock what it reads (the server render's tests).
afterEach(async () => {
  if (typeof document === 'undefined') return;
  cleanup();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  (await import('../shared/config/site-config')).resetSiteConfig();
});
