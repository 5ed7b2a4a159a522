import { useEffect, useMemo } from 'react';
import * as v from 'valibot';
import { Button } from '../../shared/ui/button';
import { Modal } from '../../shared/ui/modal/modal';
import { useHydratedStore } from '../../shared/use-hydrated-store';
import { VisuallyHidden } from '../../shared/ui/visually-hidden';
import { $promoBanner, closePromoDetails, PROMO_BANNER_INITIAL, openPromoDetails, promoBannerHidden, promoBannerShown } from '../../stores/promo-banner/promo-banner';
import { setPromoBannerModal } from '../../stores/navigation/navigation';
import { readPromoBanner, type PromoBanner as Banner } from '../../stores/promo-banner/promo-banner-payload';
import './promo-banner.css';

export const promoBannerProps = v.object({
  /**
   * The banner the server rendered (the Promo banner entity), or null for none. Present (null too): the page's
   * banner, and the store makes no call. Absent (a bare slot): the store fetches it, and this shows nothing until then.
   */
  banner: v.optional(v.unknown()),
});

function Details({ banner, open }: { banner: Banner; open: boolean }) {
  return (
    <Modal.Root open={open} onOpenChange={(next) => (next ? openPromoDetails() : closePromoDetails())}>
      <Modal.Trigger className="promo-banner__details">
        Details<VisuallyHidden> about this offer</VisuallyHidden>
      </Modal.Trigger>
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

/**
 * The promo banner at the top of the header: its text, its link and a Details button that opens the promo
 * details. It starts from the server's banner and then shows the store's (the page's own, or what the banner
 * call says when no slot carried one); when the call fails the server's banner stays. No banner: nothing, and
 * the slot collapses.
 */
export function PromoBanner({ banner: served }: v.InferOutput<typeof promoBannerProps>) {
  const fromServer = useMemo(() => readPromoBanner({ banner: served }), [served]);
  // Server render and hydration: not checked yet, so the server's banner; the store's state right after.
  const { banner: fetched, checked, failed, showModal } = useHydratedStore($promoBanner, PROMO_BANNER_INITIAL);
  const banner = checked && !failed ? fetched : fromServer;

  useEffect(() => {
    if (!banner) return;
    promoBannerShown(banner);
    return promoBannerHidden;
  }, [banner]);

  // The navigation state's promo-modal flag: the sub-navigation ignores scroll while the details are open.
  useEffect(() => {
    if (!showModal) return;
    setPromoBannerModal(true);
    return () => setPromoBannerModal(false);
  }, [showModal]);

  if (!banner) return null;
  return (
    <div className={`promo-banner${banner.color ? ` promo-banner--${banner.color}` : ''}`}>
      <p className="promo-banner__text">{banner.bannerText}</p>
      {banner.link && (
        <a className="promo-banner__link" href={banner.link.path}>
          {banner.link.text}
        </a>
      )}
      {banner.promoDetails && <Details banner={banner} open={showModal} />}
    </div>
  );
}
