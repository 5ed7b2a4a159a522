import { describe, expect, it } from 'vitest';
import { loyaltyFreeShippingLine } from './shipping-policy';

const PREMIER_OFFER = {
  loyalty_tagline: 'PREMIER perk:',
  loyalty_free_shipping_message: 'Free shipping on every order.',
};
const LINE = { tagline: 'PREMIER perk:', message: 'Free shipping on every order.' };

describe('loyaltyFreeShippingLine: the policy has loyalty free shipping', () => {
  it.each([
    { case: 'the PREMIER message and its tagline', policy: { free_shipping: true, ...PREMIER_OFFER }, expected: LINE },
    {
      case: 'a threshold: the shop runs free shipping',
      policy: { free_shipping: 149, ...PREMIER_OFFER },
      expected: LINE,
    },
    { case: 'a threshold of 0', policy: { free_shipping: 0, ...PREMIER_OFFER }, expected: LINE },
    { case: 'the switch not stated: the messages decide', policy: PREMIER_OFFER, expected: LINE },
    { case: 'free shipping switched off', policy: { free_shipping: false, ...PREMIER_OFFER }, expected: null },
    { case: 'free shipping null', policy: { free_shipping: null, ...PREMIER_OFFER }, expected: null },
    { case: 'a negative threshold', policy: { free_shipping: -1, ...PREMIER_OFFER }, expected: null },
    {
      case: 'a threshold that is not a number',
      policy: { free_shipping: Number.NaN, ...PREMIER_OFFER },
      expected: null,
    },
    {
      case: 'no tagline',
      policy: { loyalty_free_shipping_message: ' Free shipping. ' },
      expected: { tagline: null, message: 'Free shipping.' },
    },
    {
      case: 'a blank tagline',
      policy: { ...PREMIER_OFFER, loyalty_tagline: '  ' },
      expected: { tagline: null, message: 'Free shipping on every order.' },
    },
    {
      case: 'only the general message',
      policy: { free_shipping: true, free_shipping_message: 'Free over $149.' },
      expected: null,
    },
    {
      case: 'a blank PREMIER message',
      policy: { free_shipping: true, loyalty_free_shipping_message: '   ' },
      expected: null,
    },
    { case: 'no policy', policy: undefined, expected: null },
  ])('$case', ({ policy, expected }) => {
    expect(loyaltyFreeShippingLine(policy)).toEqual(expected);
  });

  it("never takes the general message for PREMIER's line", () => {
    expect(
      loyaltyFreeShippingLine({ free_shipping: 149, free_shipping_message: 'Free over $149.', ...PREMIER_OFFER }),
    ).toEqual(LINE);
  });
});
