import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VIDEOS } from '../../../fixtures/data/videos';
import { VideoTile } from './video-tile';

describe('VideoTile', () => {
  it('links to the video and shows its image', () => {
    const video = VIDEOS[7]!;
    render(<VideoTile video={video} />);
    const article = screen.getByRole('article');
    expect(within(article).getByRole('link', { name: 'Knife Skills 101' }).getAttribute('href')).toBe(
      '/videos/knife-skills-101',
    );
    expect(within(article).getByRole('img', { name: 'Knife Skills 101' })).toBeTruthy();
  });
});
