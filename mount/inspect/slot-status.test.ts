import { describe, expect, it } from 'vitest';
import { slotStatus, slotStrategy } from './slot-status';

describe('slotStrategy', () => {
  it.each([
    [null, 'visible', { strategy: 'visible' }],
    ['idle', 'visible', { strategy: 'idle' }],
    [
      'lazy',
      'visible',
      { strategy: 'load', note: expect.stringMatching(/^unknown data-load "lazy" \(it loads at once/) },
    ],
    ['', 'visible', { strategy: 'load', note: 'an empty data-load' }],
    [null, undefined, { strategy: '-' }],
  ])('data-load %j over a default of %j is %j', (dataLoad, fallback, expected) => {
    expect(slotStrategy(dataLoad, fallback)).toEqual(expected);
  });
});

describe('slotStatus', () => {
  it.each([
    ['waiting', 'visible', true, 'waiting', 'not yet visible: it loads within 200px of the viewport'],
    ['waiting', 'interaction', true, 'waiting', 'waiting for interaction: a pointer, focus or key on it'],
    ['waiting', 'interaction', false, 'waiting', 'waiting for the page to be idle: nothing in it to interact with'],
    ['waiting', 'idle', false, 'waiting', 'waiting for the page to be idle'],
    ['loading', 'visible', false, 'loading', 'its code is on its way'],
    ['mounted', 'load', false, 'mounted', ''],
    ['error', 'load', false, 'failed', ''],
    [null, 'load', false, 'not seen yet', 'the loader has not reached it'],
  ] as const)('%s with %s (focusable: %s) reads %s, %j', (state, strategy, focusable, shown, why) => {
    expect(slotStatus({ state, strategy, focusable })).toEqual({ state: shown, why });
  });

  it('a demand slot names the call with its own widget', () => {
    expect(slotStatus({ state: 'waiting', strategy: 'demand', focusable: false, name: 'basket-drawer' }).why).toBe(
      "waiting for code to ask for it: demandWidget('basket-drawer')",
    );
  });

  it("a slot inside another one is not mounted, in the loader's words", () => {
    expect(slotStatus({ state: null, strategy: 'load', focusable: false, outer: 'tile' })).toEqual({
      state: 'not mounted',
      why: 'not mounted inside the tile slot',
    });
  });
});
