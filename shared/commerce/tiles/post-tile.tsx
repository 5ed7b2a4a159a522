import type { ReactNode } from 'react';
import { TileFrame } from './tile-frame';
import type { HeadingLevel, PostTileData } from './tile-types';

export interface PostTileProps {
  post: PostTileData;
  headingLevel?: HeadingLevel;
  actions?: ReactNode;
}

/** An article tile: image, name linking to the article, author. */
export function PostTile({ post, headingLevel, actions }: PostTileProps) {
  return (
    <TileFrame
      kind="post"
      name={post.name}
      href={post.uri}
      image={post.images?.[0]}
      headingLevel={headingLevel}
      actions={actions}
    >
      {post.user?.name ? <p className="tile-frame__meta">By {post.user.name}</p> : <div className="tile-frame__meta" />}
    </TileFrame>
  );
}
