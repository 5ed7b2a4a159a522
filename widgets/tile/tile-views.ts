import type { ComponentType } from 'react';
import type { TileType } from '../../shared/commerce/tiles/tile-types';
import type { TileViewProps } from './tile-view-props';

type View = ComponentType<TileViewProps>;

// The views are their own chunks, loaded by type: a page of recipe tiles never fetches the product tile
// (its buttons, labels, swatches and the Button primitive), and the product tile is usually in the page
// already, as the basket drawer's recommendations use it. Their CSS still comes with the entry, so nothing
// shows unstyled. Budget and request order: README.md "Size".
const importers = {
  product: () => import('./product-view').then((module) => module.ProductView),
  content: () => import('./content-view').then((module) => module.ContentView),
};

type Family = keyof typeof importers;

const loads = new Map<Family, Promise<View>>();
const ready = new Map<Family, View>();

const familyOf = (type: TileType): Family => (type === 'product' ? 'product' : 'content');

/** The view for a type once its chunk is in, for rendering without a suspend. */
export function readyTileView(type: TileType): View | undefined {
  return ready.get(familyOf(type));
}

/** Starts (once) loading the view for a type; the same promise every time, as useSettled needs. */
export function loadTileView(type: TileType): Promise<View> {
  const family = familyOf(type);
  let load = loads.get(family);
  if (!load) {
    load = importers[family]().then((view) => {
      ready.set(family, view);
      return view;
    });
    loads.set(family, load);
  }
  return load;
}
