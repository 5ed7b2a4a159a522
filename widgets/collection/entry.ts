import { defineWidget } from '../../mount/define-widget';
import { Collection, collectionProps } from './collection';

export default defineWidget({ name: 'collection', component: Collection, props: collectionProps });
