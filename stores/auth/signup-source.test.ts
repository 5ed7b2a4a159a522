import { describe, expect, it } from 'vitest';
import { signupSource } from './signup-source';

describe('signupSource (initiating_action)', () => {
  it.each([
    ['save', false, 'onsite-accountcreate_save'],
    ['save', true, 'onsite-accountcreate_save'],
    ['cart', false, 'onsite-accountcreate_cart'],
    ['checkout', false, 'onsite-checkout'],
    ['login', true, 'onsite-checkout'],
    ['signup', false, 'onsite'],
    ['signup-options', false, 'onsite'],
    [null, false, 'onsite'],
  ] as const)('opened for %s (checkout page: %s) is %s', (reason, checkout, source) => {
    expect(signupSource(reason, checkout)).toBe(source);
  });
});
