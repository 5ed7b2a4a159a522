import type * as v from 'valibot';
import type { WidgetDefinition } from '../../mount/mount-slot';
import { SaveToCollection, saveToCollectionProps } from './save-button';

/** What the browser entry mounts (and the tests mount into the fixture's slots). */
export default {
  name: 'save-to-collection',
  component: SaveToCollection,
  props: saveToCollectionProps,
  config: ['collectionTitleMaxLength', 'collectionDescriptionMaxLength'],
} satisfies WidgetDefinition<v.InferOutput<typeof saveToCollectionProps>>;
