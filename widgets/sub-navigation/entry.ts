import { defineWidget } from '../../mount/define-widget';
import { SubNavigation, subNavigationProps } from './sub-navigation';

export default defineWidget({ name: 'sub-navigation', component: SubNavigation, props: subNavigationProps, config: ['pageType'] });
