import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { skipLinkSlot } from '../../fixtures/pages/slots';
import { mountSlot } from '../../mount/mount-slot';
import { SkipLink, skipLinkProps } from './skip-link';

const definition = { name: 'skip-link', component: SkipLink, props: skipLinkProps };

describe('skip-link', () => {
  it('moves keyboard focus to the main content', async () => {
    document.body.innerHTML = `${await skipLinkSlot()}<main id="main-content"><h1>Recipes</h1></main>`;
    await mountSlot(definition, document.querySelector('[data-widget]')!);
    const user = userEvent.setup();
    await user.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.activeElement).toBe(link);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
    expect(screen.getByRole('main').getAttribute('tabindex')).toBe('-1');
  });

  it('refuses a target that is not an element id', async () => {
    document.body.innerHTML =
      '<div data-widget="skip-link" data-target="javascript:alert(1)"><a href="#main">Skip</a></div>';
    const slot = document.querySelector<HTMLElement>('[data-widget]')!;
    await expect(mountSlot(definition, slot)).resolves.toBe('failed');
  });
});
