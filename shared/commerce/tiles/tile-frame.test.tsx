import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TileFrame } from './tile-frame';

describe('TileFrame', () => {
  it.each([
    ['/recipes/a', '/recipes/a'],
    ['https://shop.example/x', 'https://shop.example/x'],
  ])('links the name to %s', (href, expected) => {
    render(<TileFrame kind="recipe" name="A" href={href} />);
    expect(screen.getByRole('link', { name: 'A' }).getAttribute('href')).toBe(expected);
  });

  it.each(['javascript:alert(1)', '//evil.example/x', 'data:text/html,hi', '', undefined])(
    'shows the name as text for %j',
    (href) => {
      render(<TileFrame kind="recipe" name="A" href={href} />);
      expect(screen.getByRole('heading', { name: 'A' }).textContent).toBe('A');
      expect(screen.queryByRole('link')).toBeNull();
    },
  );

  it('names the image by its alt, else by the item name', () => {
    const image = { base: { url: '/a.svg', width: 10, height: 10 } };
    const { unmount } = render(<TileFrame kind="video" name="Knife Skills" image={{ ...image, alt: 'A knife' }} />);
    expect(screen.getByRole('img', { name: 'A knife' })).toBeTruthy();
    unmount();
    render(<TileFrame kind="video" name="Knife Skills" image={image} />);
    expect(screen.getByRole('img', { name: 'Knife Skills' })).toBeTruthy();
  });
});
