import { defineWidget } from '../../mount/define-widget';
import { headerWidget } from './definition';

export default defineWidget(headerWidget);
