import { defineWidget } from '../../mount/define-widget';
import { featuresBarWidget } from './definition';

export default defineWidget(featuresBarWidget);
