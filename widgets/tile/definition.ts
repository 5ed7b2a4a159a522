import type * as v from 'valibot';
import type { WidgetDefinition } from '../../mount/mount-slot';
import { Tile, tileProps } from './tile';
import './tile.css';

/** What the browser entry mounts. */
export default { name: 'tile', component: Tile, props: tileProps } satisfies WidgetDefinition<
  v.InferOutput<typeof tileProps>
>;
