import { defineWidget } from '../../mount/define-widget';
import { SaveToCollection, saveToCollectionProps } from './save-button';

export default defineWidget({
  name: 'save-to-collection',
  component: SaveToCollection,
  props: saveToCollectionProps,
  config: ['collectionTitleMaxLength', 'collectionDescriptionMaxLength'],
});
