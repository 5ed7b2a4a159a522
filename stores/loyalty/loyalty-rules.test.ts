import { describe, expect, it } from 'vitest';
import {
  indefiniteArticle,
  isUnenrolled,
  loyaltyBannerVisible,
  loyaltyBenefitText,
  loyaltyFreeShippingVisible,
  loyaltyModalVisible,
} from './loyalty-rules';

describe('isUnenrolled: logged in, not a member, not recently enrolled', () => {
  it.each([
    { isLoggedIn: true, isLoyaltyMember: false, recentlyEnrolled: false, expected: true },
    { isLoggedIn: true, isLoyaltyMember: false, recentlyEnrolled: true, expected: false },
    { isLoggedIn: true, isLoyaltyMember: true, recentlyEnrolled: false, expected: false },
    { isLoggedIn: true, isLoyaltyMember: true, recentlyEnrolled: true, expected: false },
    { isLoggedIn: false, isLoyaltyMember: false, recentlyEnrolled: false, expected: false },
    { isLoggedIn: false, isLoyaltyMember: true, recentlyEnrolled: false, expected: false },
  ])(
    'logged in $isLoggedIn, member $isLoyaltyMember, recently enrolled $recentlyEnrolled: $expected',
    ({ expected, ...inputs }) => {
      expect(isUnenrolled(inputs)).toBe(expected);
    },
  );
});

describe('loyaltyBannerVisible: feature on, status checked, logged out or enrolled, not hidden', () => {
  const shown = { loyaltyEnabled: true, statusChecked: true, isLoggedIn: false, isUnenrolled: false, hidden: false };
  it.each([
    { case: 'logged out', inputs: shown, expected: true },
    { case: 'logged in and enrolled', inputs: { ...shown, isLoggedIn: true }, expected: true },
    { case: 'logged in and unenrolled', inputs: { ...shown, isLoggedIn: true, isUnenrolled: true }, expected: false },
    { case: 'the feature off', inputs: { ...shown, loyaltyEnabled: false }, expected: false },
    { case: 'status not checked yet', inputs: { ...shown, statusChecked: false }, expected: false },
    { case: 'hidden by the cookie', inputs: { ...shown, hidden: true }, expected: false },
    { case: 'hidden, enrolled', inputs: { ...shown, isLoggedIn: true, hidden: true }, expected: false },
  ])('$case: $expected', ({ inputs, expected }) => {
    expect(loyaltyBannerVisible(inputs)).toBe(expected);
  });
});

describe('loyaltyModalVisible: unenrolled once checked; an opt-out counts except on checkout', () => {
  it.each([
    { statusChecked: true, isUnenrolled: true, optedOut: false, isCheckout: false, expected: true },
    { statusChecked: true, isUnenrolled: true, optedOut: false, isCheckout: true, expected: true },
    { statusChecked: true, isUnenrolled: true, optedOut: true, isCheckout: false, expected: false },
    { statusChecked: true, isUnenrolled: true, optedOut: true, isCheckout: true, expected: true },
    { statusChecked: true, isUnenrolled: false, optedOut: false, isCheckout: false, expected: false },
    { statusChecked: true, isUnenrolled: false, optedOut: false, isCheckout: true, expected: false },
    { statusChecked: false, isUnenrolled: true, optedOut: false, isCheckout: false, expected: false },
    { statusChecked: false, isUnenrolled: true, optedOut: true, isCheckout: true, expected: false },
  ])(
    'checked $statusChecked, unenrolled $isUnenrolled, opted out $optedOut, checkout $isCheckout: $expected',
    ({ expected, ...inputs }) => {
      expect(loyaltyModalVisible(inputs)).toBe(expected);
    },
  );
});

describe('loyaltyFreeShippingVisible: PREMIER only, when the shop policy offers it', () => {
  it.each([
    { tier: 'PREMIER', policy: true, expected: true },
    { tier: 'PREMIER', policy: false, expected: false },
    { tier: 'VIP', policy: true, expected: false },
    { tier: 'INSIDER', policy: true, expected: false },
    { tier: null, policy: true, expected: false },
  ] as const)('$tier with policy $policy: $expected', ({ tier, policy, expected }) => {
    expect(loyaltyFreeShippingVisible(tier, policy)).toBe(expected);
  });

  it('takes the policy as on by default', () => {
    expect(loyaltyFreeShippingVisible('PREMIER')).toBe(true);
  });
});

describe('loyaltyBenefitText', () => {
  it.each([
    { tier: 'INSIDER', device: 'desktop', text: 'As an INSIDER member, you get access to special perks!' },
    { tier: 'INSIDER', device: 'tablet', text: 'As an INSIDER member, you get access to special perks!' },
    { tier: 'INSIDER', device: 'mobile', text: 'INSIDER | access to special perks!' },
    { tier: 'VIP', device: 'desktop', text: 'As a VIP member, you get 10% OFF!' },
    { tier: 'VIP', device: 'tablet', text: 'As a VIP member, you get 10% OFF!' },
    { tier: 'VIP', device: 'mobile', text: 'VIP | 10% OFF!' },
    { tier: 'PREMIER', device: 'desktop', text: 'As a PREMIER member, you get 10% OFF + FREE SHIPPING!' },
    { tier: 'PREMIER', device: 'tablet', text: 'As a PREMIER member, you get 10% OFF + FREE SHIPPING!' },
    { tier: 'PREMIER', device: 'mobile', text: 'PREMIER | 10% OFF + FREE SHIPPING!' },
  ] as const)('$tier on $device: $text', ({ tier, device, text }) => {
    expect(loyaltyBenefitText(tier, device)).toBe(text);
  });

  it.each([
    ['INSIDER', 'an'],
    ['VIP', 'a'],
    ['PREMIER', 'a'],
    ['elite', 'an'],
  ] as const)('article before %s: %s', (word, article) => {
    expect(indefiniteArticle(word)).toBe(article);
  });
});
