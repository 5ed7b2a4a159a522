import type { ReactNode } from 'react';
import { Rating } from '../../ui/rating/rating';
import { TileFrame } from './tile-frame';
import type { HeadingLevel, RecipeTileData } from './tile-types';

export interface RecipeTileProps {
  recipe: RecipeTileData;
  headingLevel?: HeadingLevel;
  actions?: ReactNode;
}

/** A recipe tile: image, name linking to the recipe, author and the rating from 3 ratings. */
export function RecipeTile({ recipe, headingLevel, actions }: RecipeTileProps) {
  return (
    <TileFrame
      kind="recipe"
      name={recipe.name}
      href={recipe.uri}
      image={recipe.images?.[0]}
      headingLevel={headingLevel}
      actions={actions}
    >
      {recipe.user?.name ? (
        <p className="tile-frame__meta">By {recipe.user.name}</p>
      ) : (
        <div className="tile-frame__meta" />
      )}
      <div className="tile-frame__rating">
        <Rating value={recipe.average_rating ?? 0} count={recipe.rating_count ?? 0} noun="ratings" />
      </div>
    </TileFrame>
  );
}
