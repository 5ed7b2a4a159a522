import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each test starts from an empty page with no parsed config (node-environment tests have no page). The config
// module is imported only here, on first use: a node test may mock what it reads (the server render's tests).
afterEach(async () => {
  if (typeof document === 'undefined') return;
  cleanup();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  (await import('../shared/config/site-config')).resetSiteConfig();
});
