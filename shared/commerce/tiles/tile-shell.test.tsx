import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { productBySlug } from '../../../fixtures/data/products';
import { RECIPES } from '../../../fixtures/data/recipes';
import { PostTile } from './post-tile';
import { ProductCollectionTile } from './product-collection-tile';
import { ProductTile } from './product-tile';
import { RecipeTile } from './recipe-tile';
import { ResidentTile } from './resident-tile';
import { TILE_ROWS, TileShell } from './tile-shell';
import type { TileType } from './tile-types';
import { VideoTile } from './video-tile';

/** The box's parts, as classes in order: the frame, the image box, each row of the body, the actions row. */
function parts(container: HTMLElement): string[] {
  const frame = container.querySelector('.tile-frame')!;
  const main = (element: Element | null) => (element ? (element.getAttribute('class') ?? '').split(' ')[0]! : 'none');
  return [
    frame.getAttribute('class')!,
    main(frame.querySelector(':scope > .tile-frame__image')),
    ...Array.from(frame.querySelector('.tile-frame__body')!.children, main),
    main(frame.querySelector(':scope > .tile-frame__actions')),
  ];
}

const bare = { name: 'Bare', uri: '/x' };
const button = <button type="button">View Cart</button>;

// Each type with as little data as it takes, and with all of it: the rows are the same either way.
const tiles: Array<[TileType, ReactElement, ReactElement]> = [
  [
    'product',
    <ProductTile product={{ ...bare, id: 1, skus: [] }} />,
    <ProductTile
      product={productBySlug('five-two-essential-dutch-oven')!}
      button="add-to-cart"
      onViewDetails={() => {}}
    />,
  ],
  ['recipe', <RecipeTile recipe={bare} />, <RecipeTile recipe={RECIPES[3]!} actions={button} />],
  ['post', <PostTile post={bare} />, <PostTile post={{ ...bare, user: { name: 'Ann' } }} actions={button} />],
  ['video', <VideoTile video={bare} />, <VideoTile video={bare} actions={button} />],
  [
    'product-collection',
    <ProductCollectionTile collection={bare} />,
    <ProductCollectionTile collection={bare} actions={button} />,
  ],
  [
    'resident',
    <ResidentTile resident={{ name: 'Bare' }} />,
    <ResidentTile resident={{ name: 'Bare', series: 'Weeknights' }} actions={button} />,
  ],
];

describe('TileShell', () => {
  describe.each(tiles)('given a %s', (type, least, most) => {
    it('has the same image box, rows and actions row as the tile, with little data or all of it', () => {
      const actions = type === 'product';
      const shell = render(
        <TileShell type={type} actions={actions}>
          …
        </TileShell>,
      );
      const expected = parts(shell.container);
      expect(expected.slice(2, -1)).toEqual(TILE_ROWS[type]);
      shell.unmount();
      const withLeast = render(least);
      expect(parts(withLeast.container)).toEqual(expected);
      withLeast.unmount();
      const shellWithActions = render(
        <TileShell type={type} actions>
          …
        </TileShell>,
      );
      const withActions = parts(shellWithActions.container);
      shellWithActions.unmount();
      expect(parts(render(most).container)).toEqual(withActions);
    });
  });

  it('shows what it is given in the name row', () => {
    render(
      <TileShell type="recipe" actions={false}>
        <p>Error loading recipe</p>
      </TileShell>,
    );
    expect(screen.getByText('Error loading recipe').parentElement!.className).toBe('tile-frame__name');
  });
});
