import type * as v from 'valibot';
import type { WidgetDefinition } from '../../mount/mount-slot';
import { LoyaltyBanner, loyaltyBannerProps } from './loyalty-banner';

/** What the browser entry mounts. */
export default {
  name: 'loyalty-banner',
  component: LoyaltyBanner,
  props: loyaltyBannerProps,
} satisfies WidgetDefinition<v.InferOutput<typeof loyaltyBannerProps>>;
