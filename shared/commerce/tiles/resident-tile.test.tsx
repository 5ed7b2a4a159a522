import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RESIDENTS } from '../../../fixtures/data/residents';
import { ResidentTile } from './resident-tile';

describe('ResidentTile', () => {
  it('shows the name (linked), the series and the image', () => {
    render(<ResidentTile resident={RESIDENTS[0]!} />);
    const article = screen.getByRole('article');
    expect(within(article).getByRole('link', { name: 'Lena Okafor' }).getAttribute('href')).toBe(
      '/p/meet-our-residents#lena-okafor',
    );
    expect(within(article).getByText('Dinner in 20')).toBeTruthy();
    expect(within(article).getByRole('img', { name: 'Lena Okafor' })).toBeTruthy();
  });

  it('without a uri, the name is a heading without a link', () => {
    const { uri: _uri, ...resident } = RESIDENTS[1]!;
    render(<ResidentTile resident={resident} />);
    expect(screen.getByRole('heading', { name: 'Marco Bellini' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
