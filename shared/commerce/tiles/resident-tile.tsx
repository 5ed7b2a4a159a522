import type { ReactNode } from 'react';
import { TileFrame } from './tile-frame';
import type { HeadingLevel, ResidentTileData } from './tile-types';

export interface ResidentTileProps {
  resident: ResidentTileData;
  headingLevel?: HeadingLevel;
  actions?: ReactNode;
}

/** A resident (a regular contributor): image, name (a link when the page gives a uri) and their series. */
export function ResidentTile({ resident, headingLevel, actions }: ResidentTileProps) {
  return (
    <TileFrame
      kind="resident"
      name={resident.name}
      href={resident.uri}
      image={resident.image}
      headingLevel={headingLevel}
      actions={actions}
    >
      {resident.series ? <p className="tile-frame__meta">{resident.series}</p> : <div className="tile-frame__meta" />}
    </TileFrame>
  );
}
