// One root per task. A wave of widgets (the header, the promo banner, the flash bar, a page of tiles) becomes
// due at once; creating every root in the task that loaded them would make one long task of the whole page's
// mount. Each root is created in a task of its own, in order, so input and paint can run between them.

const nextTask = () =>
  new Promise<void>((resolve) => {
    // A message is a task of its own, not clamped like setTimeout and not run in a microtask checkpoint.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

let turns: Promise<unknown> = Promise.resolve();

/**
 * Runs `start` in a task of its own after every earlier turn has started (not finished: a root that takes long
 * to commit holds no other back); resolves with what `start` returns.
 */
export function inTurn<T>(start: () => T | Promise<T>): Promise<T> {
  // Boxed, so the next turn waits for `start` to run, not for the promise it may return.
  const started = turns.then(nextTask).then(() => ({ value: start() }));
  turns = started.catch(() => undefined);
  return started.then(({ value }) => value);
}
