import { defineWidget } from '../../mount/define-widget';
import { QuickBasket } from './quick-basket';
import './quick-basket.css';

export default defineWidget({ name: 'quick-basket', component: QuickBasket, config: ['productChooserDetailsPath'] });
