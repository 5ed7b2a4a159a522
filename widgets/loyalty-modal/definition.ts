import type { WidgetDefinition } from '../../mount/mount-slot';
import { LoyaltyModal } from './loyalty-modal';

/** What the browser entry mounts. */
export default { name: 'loyalty-modal', component: LoyaltyModal } satisfies WidgetDefinition<object>;
