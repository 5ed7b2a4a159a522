import type * as v from 'valibot';
import type { WidgetDefinition } from '../../mount/mount-slot';
import { Collection, collectionProps } from './collection';

/** What the browser entry mounts. */
export default { name: 'collection', component: Collection, props: collectionProps } satisfies WidgetDefinition<
  v.InferOutput<typeof collectionProps>
>;
