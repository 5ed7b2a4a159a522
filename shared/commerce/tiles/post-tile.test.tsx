import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { POSTS } from '../../../fixtures/data/posts';
import { PostTile } from './post-tile';

describe('PostTile', () => {
  it('links to the article and shows its image and author', () => {
    const post = POSTS[0]!;
    render(<PostTile post={post} />);
    const article = screen.getByRole('article');
    expect(within(article).getByRole('link', { name: post.name }).getAttribute('href')).toBe(post.uri);
    expect(within(article).getByRole('img', { name: post.name })).toBeTruthy();
    expect(within(article).getByText(`By ${post.user.name}`)).toBeTruthy();
  });
});
