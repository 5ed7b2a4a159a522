import { defineWidget } from '../../mount/define-widget';
import { BasketDrawer } from './basket-drawer';

export default defineWidget({ name: 'basket-drawer', component: BasketDrawer });
