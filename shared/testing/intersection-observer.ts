import { expect } from 'vitest';

// happy-dom's IntersectionObserver never reports: tests stub this one in (vi.stubGlobal) and say what is in view.

export interface TestEntry {
  isIntersecting: boolean;
  intersectionRatio: number;
  target: Element;
}

export class TestObserver {
  static made: TestObserver[] = [];
  readonly targets: Element[] = [];
  constructor(
    readonly callback: (entries: TestEntry[]) => void,
    readonly options: { rootMargin?: string; threshold?: number | number[] } = {},
  ) {
    TestObserver.made.push(this);
  }
  observe(target: Element): void {
    this.targets.push(target);
  }
  disconnect(): void {
    this.targets.length = 0;
  }
  unobserve(target: Element): void {
    const index = this.targets.indexOf(target);
    if (index >= 0) this.targets.splice(index, 1);
  }
  takeRecords(): [] {
    return [];
  }
  /** Every watched element is this share in view (0: out of view). */
  report(ratio: number): void {
    this.callback(this.targets.map((target) => ({ isIntersecting: ratio > 0, intersectionRatio: ratio, target })));
  }
  /** The observers watching the element now. */
  static allWatching(element: Element | null): TestObserver[] {
    return TestObserver.made.filter((observer) => element && observer.targets.includes(element));
  }
  /** The one observer watching the element (fails the test when there is none). */
  static watching(element: Element | null): TestObserver {
    const found = TestObserver.allWatching(element)[0];
    expect(found, 'an observer of the element').toBeDefined();
    return found!;
  }
}
