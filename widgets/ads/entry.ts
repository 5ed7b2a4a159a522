import { defineWidget } from '../../mount/define-widget';
import { adsWidget } from './definition';

export default defineWidget(adsWidget);
