import { describe, expect, it } from 'vitest';
import {
  nextSubnavVisibility,
  recirculationCanCollect,
  recirculationPosition,
  type SubnavInput,
} from './sub-navigation';

const closed = { mobileNavOpen: false, shopNavOpen: false, promoModalOpen: false, forced: false };

describe('nextSubnavVisibility', () => {
  // [case, pageType, from { visible, lastY }, input, to { visible, lastY }]
  it.each<[string, string, [boolean, number], Partial<SubnavInput> & { scrollY: number }, [boolean, number]]>([
    ['a page type without sub-navigation', 'home', [true, 0], { scrollY: 2000 }, [true, 0]],
    ['a page type without sub-navigation, even forced', 'other', [true, 0], { scrollY: 0, forced: true }, [true, 0]],
    [
      'mobile nav open: ignored, position recorded',
      'shop',
      [true, 100],
      { scrollY: 600, mobileNavOpen: true },
      [true, 600],
    ],
    ['shop nav open: ignored', 'shop', [false, 900], { scrollY: 100, shopNavOpen: true }, [false, 100]],
    ['promo modal open: ignored', 'post', [true, 1400], { scrollY: 2000, promoModalOpen: true }, [true, 2000]],
    [
      'promo modal open: a forced trigger is ignored too',
      'post',
      [true, 1400],
      { scrollY: 1400, promoModalOpen: true, forced: true },
      [true, 1400],
    ],
    ['forced: toggles off', 'post', [true, 1400], { scrollY: 1400, forced: true }, [false, 1400]],
    ['forced: toggles on, below the threshold too', 'recipe', [false, 0], { scrollY: 10, forced: true }, [true, 10]],
    ['shop at 0: below the threshold of 1', 'shop', [true, 500], { scrollY: 0 }, [true, 0]],
    ['post at 1299: below the threshold of 1300', 'post', [true, 0], { scrollY: 1299 }, [true, 1299]],
    ['recipe below the threshold, scrolling up', 'recipe', [false, 1250], { scrollY: 50 }, [false, 50]],
    ['post: down 150 hides', 'post', [true, 1300], { scrollY: 1450 }, [false, 1450]],
    ['post: down 149 is not a step yet', 'post', [true, 1300], { scrollY: 1449 }, [true, 1300]],
    ['post: up 14 is within the tolerance', 'post', [false, 2000], { scrollY: 1986 }, [false, 2000]],
    ['post: up 15 shows', 'post', [false, 2000], { scrollY: 1985 }, [true, 1985]],
    ['post: up while shown stays shown', 'post', [true, 2000], { scrollY: 1700 }, [true, 1700]],
    ['shop: down 150 hides', 'shop', [true, 1], { scrollY: 151 }, [false, 151]],
    ['shop: down 20 changes nothing', 'shop', [true, 200], { scrollY: 220 }, [true, 200]],
    ['shop: up to 134, below the mobile height, toggles on', 'shop', [false, 300], { scrollY: 134 }, [true, 134]],
    ['shop: up to 134, below the mobile height, toggles off', 'shop', [true, 300], { scrollY: 134 }, [false, 134]],
    ['shop: up to 135, at the mobile height, shows', 'shop', [true, 300], { scrollY: 135 }, [true, 135]],
    [
      'shop: up 10 below the mobile height is within the tolerance',
      'shop',
      [false, 100],
      { scrollY: 90 },
      [false, 100],
    ],
  ])('%s', (_case, pageType, [visible, lastY], input, [nextVisible, nextLastY]) => {
    expect(nextSubnavVisibility({ visible, lastY }, { ...closed, pageType, ...input })).toEqual({
      visible: nextVisible,
      lastY: nextLastY,
    });
  });

  it('slow scrolling down adds up to a step', () => {
    let state = { visible: true, lastY: 1300 };
    for (const scrollY of [1350, 1400, 1449])
      state = nextSubnavVisibility(state, { ...closed, pageType: 'post', scrollY });
    expect(state).toEqual({ visible: true, lastY: 1300 });
    expect(nextSubnavVisibility(state, { ...closed, pageType: 'post', scrollY: 1450 })).toEqual({
      visible: false,
      lastY: 1450,
    });
  });
});

describe('recirculationPosition', () => {
  it.each([
    ['post', 1000, 800],
    ['post', 0, 0],
    ['recipe', 1000, 1200],
    ['recipe', 0, 200],
    ['shop', 1000, null],
    ['home', 1000, null],
  ])('%s with content %i -> %s', (pageType, contentHeight, expected) => {
    expect(recirculationPosition(pageType, contentHeight)).toBe(expected);
  });

  it.each([
    ['recipe', true],
    ['post', false],
    ['shop', false],
  ])('%s can collect: %s', (pageType, expected) => {
    expect(recirculationCanCollect(pageType)).toBe(expected);
  });
});
