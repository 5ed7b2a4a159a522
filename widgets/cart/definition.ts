import type * as v from 'valibot';
import type { WidgetDefinition } from '../../mount/mount-slot';
import { Cart, cartProps } from './cart';

/** What the browser entry mounts. */
export default { name: 'cart', component: Cart, props: cartProps } satisfies WidgetDefinition<
  v.InferOutput<typeof cartProps>
>;
