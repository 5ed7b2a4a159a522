import { useStore } from '@nanostores/react';
import { useState } from 'react';
import * as v from 'valibot';
import { deviceClass } from '../../shared/device';
import { Avatar } from '../../shared/ui/avatar';
import { IconButton } from '../../shared/ui/icon-button';
import { $flash } from '../../stores/flash';
import { $loyalty, hideLoyaltyBanner } from '../../stores/user/loyalty';
import { loyaltyBenefitText } from '../../stores/user/loyalty-rules';
import { authLinkHandlers } from '../../stores/user/auth-link';
import { LOGIN_PAGE, SIGNUP_PAGE } from '../../stores/user/auth-pages';
import { $user } from '../../stores/user/user';
import './loyalty-banner.css';

// fixed links: the loyalty banner for logged-in users
const REWARDS_PATH = '/users/rewards';

export const loyaltyBannerProps = v.object({
  /** The shop's Shipping policy config (shell spec section 3), as the page holds it. */
  shippingPolicy: v.optional(
    v.object({
      free_shipping: v.optional(v.unknown()),
      loyalty_tagline: v.optional(v.string()),
      loyalty_free_shipping_message: v.optional(v.string()),
      free_shipping_message: v.optional(v.string()),
    }),
  ),
});

/**
 * The Table's banner: an invitation for visitors, the tier benefit for members. A bar fixed to the bottom of
 * the viewport, so it never pushes the page; it steps aside while the flash bar shows a message.
 */
export function LoyaltyBanner({ shippingPolicy }: v.InferOutput<typeof loyaltyBannerProps>) {
  const { showLoyaltyBanner, loyaltyTier, showLoyaltyFreeShipping } = useStore($loyalty);
  const { isLoggedIn, hasAvatar, imageUrl, redactedName } = useStore($user);
  const { notification } = useStore($flash);
  const [focused, setFocused] = useState(false);

  if (!showLoyaltyBanner) return null;
  // The free-shipping banner: PREMIER members, when the shop's policy has loyalty free shipping.
  const freeShipping = shippingPolicy?.loyalty_free_shipping_message?.trim();
  const tagline = shippingPolicy?.loyalty_tagline?.trim();
  // Yield the bottom edge to a flash message, unless focus is in the banner (hiding it would drop focus).
  const away = !!notification && !focused;
  return (
    <aside
      className="loyalty-banner"
      aria-label="The Table rewards"
      data-state={away ? 'away' : 'shown'}
      inert={away}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
    >
      {isLoggedIn ? (
        <div className="loyalty-banner__main">
          <a className="loyalty-banner__member" href={REWARDS_PATH}>
            <Avatar key={imageUrl} src={hasAvatar ? imageUrl : null} name={redactedName} className="loyalty-banner__avatar" />
            <span className="loyalty-banner__text">
              <strong>Welcome, {redactedName}</strong> {loyaltyTier && loyaltyBenefitText(loyaltyTier, deviceClass())}
            </span>
          </a>
          {showLoyaltyFreeShipping && freeShipping && (
            <p className="loyalty-banner__free-shipping">
              {tagline && <strong>{tagline} </strong>}
              {freeShipping}
            </p>
          )}
        </div>
      ) : (
        <div className="loyalty-banner__main">
          <a className="loyalty-banner__join" href={SIGNUP_PAGE} aria-haspopup="dialog" {...authLinkHandlers('signup-options')}>
            Join Now
          </a>
          <span className="loyalty-banner__text">
            Join The Table to earn rewards.{' '}
            <span className="loyalty-banner__login">
              Already a member?{' '}
              <a className="loyalty-banner__link" href={LOGIN_PAGE} aria-haspopup="dialog" {...authLinkHandlers('login')}>
                Log in
              </a>
            </span>
          </span>
        </div>
      )}
      <IconButton label="Close loyalty banner" className="loyalty-banner__close" onClick={hideLoyaltyBanner}>
        ×
      </IconButton>
    </aside>
  );
}
