import type { ReactNode } from 'react';
import { TileFrame } from './tile-frame';
import type { HeadingLevel, ProductCollectionTileData } from './tile-types';

export interface ProductCollectionTileProps {
  collection: ProductCollectionTileData;
  headingLevel?: HeadingLevel;
  actions?: ReactNode;
}

/** A merchandised product collection: image and name linking to the collection. */
export function ProductCollectionTile({ collection, headingLevel, actions }: ProductCollectionTileProps) {
  return (
    <TileFrame
      kind="product-collection"
      name={collection.name}
      href={collection.uri}
      image={collection.image}
      headingLevel={headingLevel}
      actions={actions}
    />
  );
}
