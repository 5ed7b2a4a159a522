import type { RefObject } from 'react';
import { Button } from '../../shared/ui/button';
import { Modal } from '../../shared/ui/modal/modal';
import { closePromoDetails, openPromoDetails } from '../../stores/promo-banner/promo-banner';
import type { PromoBanner } from '../../stores/promo-banner/promo-banner-payload';

/**
 * The promo details: the modal core's dialog, titled with the banner text. Loaded with import() on intent
 * (promo-banner.tsx), so a page that never opens it never loads the modal core; `trigger` is the banner's
 * Details button, where focus goes back to.
 */
export function PromoDetails({
  banner,
  open,
  trigger,
}: {
  banner: PromoBanner;
  open: boolean;
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Modal.Root
      open={open}
      onOpenChange={(next) => (next ? openPromoDetails() : closePromoDetails())}
      triggerRef={trigger}
    >
      <Modal.Content className="promo-modal">
        <Modal.Title>{banner.bannerText}</Modal.Title>
        <Modal.Description className="promo-modal__details">{banner.promoDetails}</Modal.Description>
        <div className="promo-modal__actions">
          {banner.link && (
            <a className="promo-modal__link" href={banner.link.path}>
              {banner.link.text}
            </a>
          )}
          <Button variant="secondary" size="small" onClick={closePromoDetails}>
            Got it
          </Button>
        </div>
        <Modal.Close label="Close" />
      </Modal.Content>
    </Modal.Root>
  );
}
