import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Drawer } from './drawer';

function Menu() {
  return (
    <Drawer.Root>
      <Drawer.Trigger>Menu</Drawer.Trigger>
      <Drawer.Content side="left">
        <Drawer.Title>Browse</Drawer.Title>
        <Drawer.Root>
          <Drawer.Trigger>Shop</Drawer.Trigger>
          <Drawer.Content side="left">
            <Drawer.BackHeader title="Shop" />
            <a href="/shop/cookware">Cookware</a>
          </Drawer.Content>
        </Drawer.Root>
        <Drawer.Close label="Close menu" />
      </Drawer.Content>
    </Drawer.Root>
  );
}

describe('Drawer', () => {
  it('opens a sheet from its side, labelled by its title', async () => {
    render(<Menu />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const sheet = screen.getByRole('dialog', { name: 'Browse' });
    expect(sheet.className).toContain('ui-modal--sheet-left');
  });

  describe('given a nested panel', () => {
    it('focuses its back button on open; Back closes only it and returns focus to its opener', async () => {
      render(<Menu />);
      await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
      await userEvent.click(screen.getByRole('button', { name: 'Shop' }));
      expect(screen.getByRole('dialog', { name: 'Shop' })).toBeTruthy();
      const back = screen.getByRole('button', { name: 'Back' });
      expect(document.activeElement).toBe(back);
      await userEvent.click(back);
      expect(screen.getByRole('dialog', { name: 'Browse' })).toBeTruthy();
      expect(screen.queryByRole('dialog', { name: 'Shop' })).toBeNull();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Shop' }));
    });
  });
});
