import { describe, expect, it, vi } from 'vitest';
import { demandWidget } from '../../shared/demand-widget';
import { onDemand } from './demand';

describe('onDemand', () => {
  it('loads when its widget is asked for by name, once', () => {
    document.body.innerHTML = '<div data-widget="quick-basket"></div>';
    const load = vi.fn(async () => {});
    onDemand(document.querySelector('[data-widget]')!, load);
    demandWidget('basket-drawer');
    expect(load).not.toHaveBeenCalled();
    demandWidget('quick-basket');
    demandWidget('quick-basket');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
