import { useCallback, useEffect, useMemo, useRef } from 'react';
import * as v from 'valibot';
import { reportError } from '../../mount/report-error';
import { lazyPart, useLazyPart } from '../../shared/lazy-part';
import { useHydratedStore } from '../../shared/use-hydrated-store';
import { VisuallyHidden } from '../../shared/ui/visually-hidden';
import {
  $promoBanner,
  closePromoDetails,
  PROMO_BANNER_INITIAL,
  openPromoDetails,
  promoBannerHidden,
  promoBannerShown,
} from '../../stores/promo-banner/promo-banner';
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

// The details dialog (and the modal core and Button under it) loads on intent: pointer or focus on Details,
// or the click itself. A failed load is reported and the details closed again; the next click imports again
// (shared/lazy-part.ts: a browser may keep the failed fetch for the page's life).
const promoDetails = lazyPart(() => import('./promo-details'));

function Details({ banner, open }: { banner: Banner; open: boolean }) {
  const trigger = useRef<HTMLButtonElement>(null);
  const failed = useCallback((error: unknown) => {
    reportError(error, { widget: 'promo-banner', phase: 'promo-details' });
    closePromoDetails();
  }, []);
  const Dialog = useLazyPart(promoDetails, open, failed)?.PromoDetails;
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="promo-banner__details"
        aria-haspopup="dialog"
        aria-expanded={open && Dialog !== undefined}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={promoDetails.prefetch}
        onFocus={promoDetails.prefetch}
        onClick={openPromoDetails}
      >
        Details<VisuallyHidden> about this offer</VisuallyHidden>
      </button>
      {Dialog && <Dialog banner={banner} open={open} trigger={trigger} />}
    </>
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
