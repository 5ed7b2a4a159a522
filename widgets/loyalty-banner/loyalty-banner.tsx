import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { deviceClass } from '../../shared/device';
import { IconButton } from '../../shared/ui/icon-button';
import { $flash } from '../../stores/flash';
import { $loyalty, hideLoyaltyBanner } from '../../stores/user/loyalty';
import { loyaltyBenefitText } from '../../stores/user/loyalty-rules';
import { $user, showAuth } from '../../stores/user/user';
import './loyalty-banner.css';

// fixed links: the loyalty banner for logged-in users
const REWARDS_PATH = '/users/rewards';

/** The avatar, or the name's initial when there is no image or it fails to load. */
function Avatar({ src, name }: { src: string | null; name: string }) {
  const [failed, setFailed] = useState(false);
  return src && !failed ? (
    <img className="loyalty-banner__avatar" src={src} alt="" width={32} height={32} onError={() => setFailed(true)} />
  ) : (
    <span className="loyalty-banner__avatar" aria-hidden="true">
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}

/**
 * The Table's banner: an invitation for visitors, the tier benefit for members. A bar fixed to the bottom of
 * the viewport, so it never pushes the page; it steps aside while the flash bar shows a message.
 */
export function LoyaltyBanner() {
  const { showLoyaltyBanner, loyaltyTier } = useStore($loyalty);
  const { isLoggedIn, hasAvatar, imageUrl, redactedName } = useStore($user);
  const { notification } = useStore($flash);
  const [focused, setFocused] = useState(false);

  if (!showLoyaltyBanner) return null;
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
        <a className="loyalty-banner__main" href={REWARDS_PATH}>
          <Avatar src={hasAvatar ? imageUrl : null} name={redactedName} />
          <span className="loyalty-banner__text">
            <strong>Welcome, {redactedName}</strong> {loyaltyTier && loyaltyBenefitText(loyaltyTier, deviceClass())}
          </span>
        </a>
      ) : (
        <div className="loyalty-banner__main">
          <button type="button" className="loyalty-banner__join" onClick={() => showAuth('signup')}>
            Join Now
          </button>
          <span className="loyalty-banner__text">
            Join The Table to earn rewards.{' '}
            <span className="loyalty-banner__login">
              Already a member?{' '}
              <button type="button" className="loyalty-banner__link" onClick={() => showAuth('login')}>
                Log in
              </button>
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
