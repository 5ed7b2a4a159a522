import { Fragment } from 'react';
import { breakpoints } from '../../design/tokens';
import { safeUrl } from '../../safe-url';
import type { ImageSet, ImageSize, ImageSizeName, ImageSizes } from './image-set';
import './picture.css';

export interface PictureProps {
  image: ImageSet;
  /** Required: describe the image, or '' when it is decoration. */
  alt: string;
  /** For an above-the-fold image: loads eagerly with high fetch priority. */
  priority?: boolean;
  className?: string;
}

// Largest first: the browser takes the first <source> whose media matches.
const media: ReadonlyArray<[ImageSizeName, string]> = [
  ['large_desktop', `(min-width: ${breakpoints.largeDesktop}px)`],
  ['desktop', `(min-width: ${breakpoints.desktop}px)`],
  ['tablet', `(min-width: ${breakpoints.tablet}px)`],
];

interface Candidates {
  srcSet: string;
  /** The 1x size, for the width/height that reserve the box. */
  size: ImageSize | undefined;
}

/** 'url 1x, url2x 2x' from the sizes whose URLs are safe; undefined when none is. */
function candidates(sizes: ImageSizes | undefined, name: ImageSizeName): Candidates | undefined {
  const one = sizes?.[name];
  const two = sizes?.[`${name}_2x`];
  const oneUrl = safeUrl(one?.url);
  const twoUrl = safeUrl(two?.url);
  const list = [oneUrl && `${oneUrl} 1x`, twoUrl && `${twoUrl} 2x`].filter(Boolean);
  if (list.length === 0) return undefined;
  return {
    srcSet: list.join(', '),
    size: oneUrl ? one : two && { ...two, width: two.width / 2, height: two.height / 2 },
  };
}

function Source({ found, media: query, type }: { found: Candidates | undefined; media?: string; type?: string }) {
  if (!found) return null;
  // width/height on <source> give each breakpoint its own aspect ratio, so art direction does not shift.
  return (
    <source srcSet={found.srcSet} media={query} type={type} width={found.size?.width} height={found.size?.height} />
  );
}

/**
 * A responsive <picture>: webp and fallback sources per breakpoint, largest first, and an <img> of the
 * base size with width and height so nothing shifts. URLs that fail safeUrl are dropped; without a safe
 * base image only the reserved box remains.
 */
export function Picture({ image, alt, priority = false, className }: PictureProps) {
  const classes = ['ui-picture', className].filter(Boolean).join(' ');
  const base = image.base;
  const baseUrl = safeUrl(base?.url);
  if (!base || !baseUrl) {
    // Without a base size, reserve the next size up (tablet, then desktop...).
    const box =
      base ??
      [...media]
        .reverse()
        .map(([name]) => image[name])
        .find(Boolean);
    return (
      <div
        className={`${classes} ui-picture--missing`}
        style={box ? { inlineSize: `${box.width}px`, aspectRatio: `${box.width} / ${box.height}` } : undefined}
        {...(alt ? { role: 'img', 'aria-label': alt } : {})}
      />
    );
  }
  const base2x = safeUrl(image.base_2x?.url);
  return (
    <picture className={classes}>
      {/* Per breakpoint, webp then fallback: a missing webp size falls to the same size, not a smaller webp. */}
      {media.map(([name, query]) => (
        <Fragment key={name}>
          <Source found={candidates(image.webp, name)} media={query} type="image/webp" />
          <Source found={candidates(image, name)} media={query} />
        </Fragment>
      ))}
      <Source found={candidates(image.webp, 'base')} type="image/webp" />
      {/* The base fallback is the <img> itself: a <source> without media or type would only repeat it. */}
      <img
        className="ui-picture__img"
        src={baseUrl}
        srcSet={base2x ? `${baseUrl} 1x, ${base2x} 2x` : undefined}
        width={base.width}
        height={base.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
