import { describe, expect, it } from 'vitest';
import { inTurn } from './mount-turns';

describe('inTurn', () => {
  it('starts each turn in a task of its own, in order', async () => {
    const log: string[] = [];
    const turns = ['header', 'promo-banner', 'flash-bar'].map((name) =>
      inTurn(() => {
        log.push(`start ${name}`);
        queueMicrotask(() => log.push(`microtask after ${name}`));
      }),
    );
    log.push('called');
    await Promise.all(turns);
    // A microtask queued by a turn runs before the next turn starts: the next one is a later task.
    expect(log).toEqual([
      'called',
      'start header',
      'microtask after header',
      'start promo-banner',
      'microtask after promo-banner',
      'start flash-bar',
      'microtask after flash-bar',
    ]);
  });

  it('does not hold the next turn until the promise a turn returns settles', async () => {
    let finishFirst!: () => void;
    const first = inTurn(() => new Promise<string>((resolve) => (finishFirst = () => resolve('first'))));
    await expect(inTurn(() => 'second')).resolves.toBe('second');
    finishFirst();
    await expect(first).resolves.toBe('first');
  });

  it('goes on after a turn that throws', async () => {
    await expect(
      inTurn(() => {
        throw new Error('broken');
      }),
    ).rejects.toThrow('broken');
    await expect(inTurn(() => 'next')).resolves.toBe('next');
  });
});
