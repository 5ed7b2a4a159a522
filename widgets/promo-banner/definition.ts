import type * as v from 'valibot';
import type { WidgetDefinition } from '../../mount/mount-slot';
import { PromoBanner, promoBannerProps } from './promo-banner';

/** What the browser entry mounts and the server render (widgets/server-render.ts) renders. */
export default { name: 'promo-banner', component: PromoBanner, props: promoBannerProps } satisfies WidgetDefinition<
  v.InferOutput<typeof promoBannerProps>
>;
