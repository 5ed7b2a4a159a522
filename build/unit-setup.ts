import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetSiteConfig } from '../shared/config/site-config';

// Each test starts from an empty page with no parsed config (node-environment tests have no page).
afterEach(() => {
  if (typeof document === 'undefined') return;
  cleanup();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  resetSiteConfig();
});
