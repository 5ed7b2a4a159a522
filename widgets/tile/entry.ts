import { defineWidget } from '../../mount/define-widget';
import definition from './definition';

export default defineWidget(definition);
