import { vi } from 'vitest';

/**
 * From now on (until the test's mocks are restored), scripts with a `src` appended to <head> are held in the
 * returned list instead of the document: happy-dom does not run them, and would report each as failed. Anything
 * else appended to <head> (a config block) goes in as usual.
 */
export function holdAddedScripts(): HTMLScriptElement[] {
  const added: HTMLScriptElement[] = [];
  const append = document.head.append.bind(document.head);
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) {
      if (node instanceof HTMLScriptElement && node.src) added.push(node);
      else append(node);
    }
  });
  return added;
}
