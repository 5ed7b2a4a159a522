import { describe, expect, it, vi } from 'vitest';

const configElement = vi.hoisted(() => vi.fn(() => null));
vi.mock('../shared/config/config-element', () => ({ configElement }));
vi.mock('./speculation', () => ({
  speculate: () => {
    throw new TypeError('A broken speculation table');
  },
}));

describe('speculate.js', () => {
  it('still looks for field data when speculation throws', async () => {
    vi.stubGlobal('__SPECULATE_FILES__', '');
    vi.stubGlobal('__SPECULATE_WIDGETS__', {});
    vi.stubGlobal('__SPECULATE_BUDGET__', 0);
    vi.stubGlobal('__VITALS__', 'vitals-x.js');
    await expect(import('./speculate')).rejects.toThrow('A broken speculation table');
    expect(configElement).toHaveBeenCalledOnce();
  });
});
