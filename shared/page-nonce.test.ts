import { afterEach, describe, expect, it } from 'vitest';
import { pageNonce } from './page-nonce';

// happy-dom has no `nonce` property; the browser's (which keeps the value the attribute hides) is set by hand.
function addScript(nonce?: string): HTMLScriptElement {
  const script = document.createElement('script');
  if (nonce !== undefined) {
    script.setAttribute('nonce', '');
    Object.assign(script, { nonce });
  }
  document.head.append(script);
  return script;
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('pageNonce', () => {
  it('given no nonced script, is empty', () => {
    addScript();
    expect(pageNonce()).toBe('');
  });

  it("reads the first nonced script's nonce property (the attribute is hidden once parsed)", () => {
    addScript();
    addScript('abc123==');
    addScript('other');
    expect(pageNonce()).toBe('abc123==');
  });
});
