import { defineWidget } from '../../mount/define-widget';
import { collectionSaveWidget } from './definition';

export default defineWidget(collectionSaveWidget);
