import { defineWidget } from '../../mount/define-widget';
import { checkoutGiftNoteWidget } from './definition';

export default defineWidget(checkoutGiftNoteWidget);
