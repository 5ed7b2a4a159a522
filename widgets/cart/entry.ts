import { defineWidget } from '../../mount/define-widget';
import { Cart } from './cart';

export default defineWidget({ name: 'cart', component: Cart });
