import { afterEach, describe, expect, it } from 'vitest';
import { restrictDataProcessing } from './ad-privacy';

afterEach(() => {
  document.cookie = 'usprivacy=; Max-Age=0; Path=/';
});

describe('restrictDataProcessing', () => {
  it.each([
    ['1YNY', true],
    ['1YYY', false],
    ['1NNN', false],
    ['1yny', false],
  ])('usprivacy=%s: %s', (value, expected) => {
    document.cookie = `usprivacy=${value}; Path=/`;
    expect(restrictDataProcessing()).toBe(expected);
  });

  it('no cookie: not restricted', () => {
    expect(restrictDataProcessing()).toBe(false);
  });
});
