import { defineWidget } from '../../mount/define-widget';
import { LoyaltyModal } from './loyalty-modal';

export default defineWidget({ name: 'loyalty-modal', component: LoyaltyModal });
