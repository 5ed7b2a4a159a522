import { defineWidget } from '../../mount/define-widget';
import { FeaturesBar, featuresBarProps } from './features-bar';

export default defineWidget({ name: 'features-bar', component: FeaturesBar, props: featuresBarProps });
