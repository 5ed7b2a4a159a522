import type { HeadingLevel, TileEntry } from '../../shared/commerce/tiles/tile-types';

export type TileButton = 'add-to-cart' | 'view-cart' | 'none';

/** What a loaded tile's view gets: the item with its type, the button and the heading level. */
export interface TileViewProps {
  entry: TileEntry;
  button: TileButton;
  headingLevel: HeadingLevel | undefined;
}
