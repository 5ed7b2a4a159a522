import type { ReactNode } from 'react';
import { safeUrl } from '../../safe-url';
import type { ImageSet } from '../../ui/picture/image-set';
import { Picture } from '../../ui/picture/picture';
import type { HeadingLevel } from './tile-types';
import './tile-frame.css';

export interface TileFrameProps {
  /** Names the modifier class: `tile-frame tile-<kind>`. */
  kind: string;
  name: string;
  /** The item's own path or uri; a URL that fails safeUrl leaves the name as plain text. */
  href?: string | null | undefined;
  image?: ImageSet | null | undefined;
  headingLevel?: HeadingLevel;
  /** A product's category name, not shown: `data-category` on the article, for the page's analytics and styles. */
  category?: string | null | undefined;
  /** The rows below the name (tile-shell.ts TILE_ROWS): every one of the type's, empty or not. */
  children?: ReactNode;
  /** Buttons, kept above the stretched link so they stay clickable. */
  actions?: ReactNode;
}

/**
 * What every tile shares: an <article> with its image box and a heading whose link is the item's own path.
 * The link stretches over the whole card, so the image and details are clickable too. The image box is
 * there without an image as well: the box never depends on the item (tile-frame.css).
 */
export function TileFrame({ kind, name, href, image, headingLevel = 3, category, children, actions }: TileFrameProps) {
  const Heading = `h${headingLevel}` as const;
  const url = safeUrl(href);
  return (
    <article className={`tile-frame tile-${kind}`} data-category={category || undefined}>
      <div className="tile-frame__image">{image && <Picture image={image} alt={image.alt || name} />}</div>
      <div className="tile-frame__body">
        <Heading className="tile-frame__name">
          {url ? (
            <a className="tile-frame__link" href={url}>
              {name}
            </a>
          ) : (
            name
          )}
        </Heading>
        {children}
      </div>
      {actions && <div className="tile-frame__actions">{actions}</div>}
    </article>
  );
}
