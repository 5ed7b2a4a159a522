import type { ReactNode } from 'react';
import { TileFrame } from './tile-frame';
import type { HeadingLevel, VideoTileData } from './tile-types';

export interface VideoTileProps {
  video: VideoTileData;
  headingLevel?: HeadingLevel;
  actions?: ReactNode;
}

/** A video tile: image and name linking to the video's page. */
export function VideoTile({ video, headingLevel, actions }: VideoTileProps) {
  return (
    <TileFrame
      kind="video"
      name={video.name}
      href={video.uri}
      image={video.image}
      headingLevel={headingLevel}
      actions={actions}
    />
  );
}
