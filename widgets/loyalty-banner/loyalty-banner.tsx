import { useStore } from '@nanostores/react';
import { useState, type MouseEvent } from 'react';
import * as v from 'valibot';
import { deviceClass } from '../../shared/device';
import { Avatar } from '../../shared/ui/avatar';
import { IconButton } from '../../shared/ui/icon-button';
import { $flash } from '../../stores/flash';
import { $loyalty, hideLoyaltyBanner } from '../../stores/loyalty/loyalty';
import { loyaltyBenefitText } from '../../stores/loyalty/loyalty-rules';
import { authLinkHandlers } from '../../stores/auth/auth-link';
import { LOGIN_PAGE, SIGNUP_PAGE } from '../../stores/auth/auth-pages';
import { loyaltyFreeShippingLine, shippingPolicySchema } from '../../stores/loyalty/shipping-policy';
import { $user } from '../../stores/user/user';
import type { LoyaltyTier } from '../../stores/user/user-payload';
import './loyalty-banner.css';

// fixed links: the loyalty banner for logged-in users
const REWARDS_PATH = '/users/rewards';

export const loyaltyBannerProps = v.object({
  /** The shop's Shipping policy config (shell spec section 3), as the page holds it. */
  shippingPolicy: v.optional(shippingPolicySchema),
});

/**
 * The Table's banner (an invitation for visitors, the tier benefit for members) and PREMIER's free-shipping
 * banner, two pieces with their own rules in one dock fixed to the bottom of the viewport, so neither ever
 * pushes the page; the dock steps aside while the flash bar shows a message.
 */
export function LoyaltyBanner({ shippingPolicy }: v.InferOutput<typeof loyaltyBannerProps>) {
  const { showLoyaltyBanner, showLoyaltyFreeShipping, loyaltyTier } = useStore($loyalty);
  const { notification } = useStore($flash);
  const [focused, setFocused] = useState(false);

  // The free-shipping banner: PREMIER and a policy with loyalty free shipping; none of the banner's gates.
  const freeShipping = showLoyaltyFreeShipping && loyaltyFreeShippingLine(shippingPolicy);
  if (!showLoyaltyBanner && !freeShipping) return null;
  // Yield the bottom edge to a flash message, unless focus is in the dock (hiding it would drop focus).
  const away = !!notification && !focused;
  return (
    <div
      className="loyalty-dock"
      data-state={away ? 'away' : 'shown'}
      inert={away}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
    >
      {freeShipping && (
        <aside className="loyalty-free-shipping" aria-label="Free shipping" tabIndex={-1}>
          <p className="loyalty-free-shipping__text">
            {freeShipping.tagline && <strong>{freeShipping.tagline} </strong>}
            {freeShipping.message}
          </p>
        </aside>
      )}
      {showLoyaltyBanner && (
        <TableBanner
          loyaltyTier={loyaltyTier}
          onClose={(event) => {
            // The close button goes with The Table's banner: focus moves to the free-shipping banner when it
            // stays; else nothing of the dock holds focus any more.
            const rest = event.currentTarget
              .closest('.loyalty-dock')
              ?.querySelector<HTMLElement>('.loyalty-free-shipping');
            if (rest) rest.focus();
            else setFocused(false);
            hideLoyaltyBanner();
          }}
        />
      )}
    </div>
  );
}

/** The Table's banner: shown and closed by the loyalty store's rules (`showLoyaltyBanner`, `hideLoyaltyBanner`). */
function TableBanner({
  loyaltyTier,
  onClose,
}: {
  loyaltyTier: LoyaltyTier | null;
  onClose: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  const { isLoggedIn, hasAvatar, imageUrl, redactedName } = useStore($user);
  return (
    <aside className="loyalty-banner" aria-label="The Table rewards">
      {isLoggedIn ? (
        <div className="loyalty-banner__main">
          <a className="loyalty-banner__member" href={REWARDS_PATH}>
            <Avatar
              key={imageUrl}
              src={hasAvatar ? imageUrl : null}
              name={redactedName}
              className="loyalty-banner__avatar"
            />
            <span className="loyalty-banner__text">
              <strong>Welcome, {redactedName}</strong> {loyaltyTier && loyaltyBenefitText(loyaltyTier, deviceClass())}
            </span>
          </a>
        </div>
      ) : (
        <div className="loyalty-banner__main">
          <a
            className="loyalty-banner__join"
            href={SIGNUP_PAGE}
            aria-haspopup="dialog"
            {...authLinkHandlers('signup-options')}
          >
            Join Now
          </a>
          <span className="loyalty-banner__text">
            Join The Table to earn rewards.{' '}
            <span className="loyalty-banner__login">
              Already a member?{' '}
              <a
                className="loyalty-banner__link"
                href={LOGIN_PAGE}
                aria-haspopup="dialog"
                {...authLinkHandlers('login')}
              >
                Log in
              </a>
            </span>
          </span>
        </div>
      )}
      <IconButton label="Close loyalty banner" className="loyalty-banner__close" onClick={onClose}>
        ×
      </IconButton>
    </aside>
  );
}
