import type { WidgetDefinition } from '../../mount/mount-slot';
import { BasketDrawer } from './basket-drawer';

/** What the browser entry mounts. */
export default { name: 'basket-drawer', component: BasketDrawer } satisfies WidgetDefinition<object>;
