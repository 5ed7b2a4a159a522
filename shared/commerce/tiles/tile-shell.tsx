import type { ReactNode } from 'react';
import type { TileType } from './tile-types';
import './tile-frame.css';
import './product-tile.css';

/**
 * The rows of each type's tile, in order, below the image box: every tile has all of its type's rows, empty or
 * not, so its box depends on its width alone (tile-frame.css). The tiles and the shell below draw these.
 */
export const TILE_ROWS = {
  product: [
    'tile-frame__name',
    'tile-frame__meta',
    'tile-product__price',
    'tile-frame__rating',
    'tile-product__labels',
    'tile-product__swatches',
  ],
  recipe: ['tile-frame__name', 'tile-frame__meta', 'tile-frame__rating'],
  post: ['tile-frame__name', 'tile-frame__meta'],
  video: ['tile-frame__name'],
  'product-collection': ['tile-frame__name'],
  resident: ['tile-frame__name', 'tile-frame__meta'],
} as const satisfies Record<TileType, readonly string[]>;

export interface TileShellProps {
  type: TileType;
  /** Whether the tile will have its actions row. */
  actions: boolean;
  /** What shows in the name's row: the loading skeleton, or the error. */
  children: ReactNode;
}

/**
 * A tile's box with no item in it, while the item or the tile's code loads or after loading failed: its type's
 * image box, rows and actions row, so the tile (or the message) takes its place without moving anything.
 */
export function TileShell({ type, actions, children }: TileShellProps) {
  const [name, ...rows] = TILE_ROWS[type];
  return (
    <div className={`tile-frame tile-${type}`}>
      <div className="tile-frame__image" />
      <div className="tile-frame__body">
        <div className={name}>{children}</div>
        {rows.map((row) => (
          <div key={row} className={row} />
        ))}
      </div>
      {actions && <div className="tile-frame__actions" />}
    </div>
  );
}
