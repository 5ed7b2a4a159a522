// The server render's widgets, and the entry of its Node bundle (dist/server/render.mjs, built by
// build/server-bundle.mjs). To render one more widget, add its definition here (see mount/server-render.md).
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { renderCli } from '../mount/server/render-cli';
import { createServerRender, type ServerWidgets } from '../mount/server/render-request';
import { checkoutCodesWidget } from './checkout-codes/definition';
import { checkoutGiftNoteWidget } from './checkout-gift-note/definition';
import { checkoutGifterWidget } from './checkout-gifter/definition';
import { checkoutPaymentWidget } from './checkout-payment/definition';
import { checkoutShippingWidget } from './checkout-shipping/definition';
import { checkoutSummaryWidget } from './checkout-summary/definition';
import { featuresBarWidget } from './features-bar/definition';
import { headerWidget } from './header/definition';
import { promoBannerWidget } from './promo-banner/definition';

export const serverWidgets: ServerWidgets = [
  headerWidget,
  promoBannerWidget,
  featuresBarWidget,
  checkoutShippingWidget,
  checkoutGifterWidget,
  checkoutPaymentWidget,
  checkoutCodesWidget,
  checkoutGiftNoteWidget,
  checkoutSummaryWidget,
];

export const { names: serverWidgetNames, renderSlot, renderRequest } = createServerRender(serverWidgets);
export { RenderInputError } from '../mount/server/render-slot';
export { preloadTags } from '../mount/server/preload-tags';
export { adSlotStyles } from '../stores/ads/ad-reserve';

/** `node dist/server/render.mjs ...` (npm run render): the CLI and the HTTP sidecar. */
export function main(argv = process.argv.slice(2)): Promise<number> {
  return renderCli(argv, renderRequest);
}

const script = process.argv[1];
if (script && import.meta.url === pathToFileURL(realpathSync(script)).href) process.exitCode = await main();
