import { defineWidget } from '../../mount/define-widget';
import { Cart, cartProps } from './cart';

export default defineWidget({ name: 'cart', component: Cart, props: cartProps });
