import { defineWidget } from '../../mount/define-widget';
import { saveToCollectionWidget } from './definition';

export default defineWidget(saveToCollectionWidget);
