import type * as v from 'valibot';
import type { WidgetDefinition } from '../../mount/mount-slot';
import { CollectionSave, collectionSaveProps } from './collection-save';

/** What the browser entry mounts (and the tests mount into the fixture's slots). */
export default {
  name: 'collection-save',
  component: CollectionSave,
  props: collectionSaveProps,
} satisfies WidgetDefinition<v.InferOutput<typeof collectionSaveProps>>;
