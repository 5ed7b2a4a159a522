import { defineWidget } from '../../mount/define-widget';
import { Header, headerProps } from './header';

export default defineWidget({ name: 'header', component: Header, props: headerProps, config: ['pageType', 'cartPath', 'useStandaloneCart'] });
