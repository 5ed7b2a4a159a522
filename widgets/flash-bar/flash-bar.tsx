import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import * as v from 'valibot';
import { IconButton } from '../../shared/ui/icon-button';
import { $flash, dismissFlash, flash, type Notification } from '../../stores/flash';

export const flashBarProps = v.object({
  /** A message the server hands over with the page. */
  message: v.optional(v.string()),
  kind: v.optional(v.picklist(['error', 'success', 'info']), 'info'),
});

type Props = v.InferOutput<typeof flashBarProps>;

function ErrorImage() {
  return (
    <svg className="flash__image" role="img" aria-label="Error" viewBox="0 0 24 24" width="24" height="24">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path d="M12 6v8M12 17v1.5" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

function Message({ notification, fading }: { notification: Notification; fading: boolean }) {
  const kind = notification.isError ? 'error' : notification.isSuccess ? 'success' : 'info';
  return (
    <div className={`flash flash--${kind}`} data-state={fading ? 'closing' : 'open'}>
      {notification.isError && <ErrorImage />}
      <div className="flash__text">
        {notification.isSuccess && <p className="flash__title">Thank you!</p>}
        <p>{notification.message}</p>
      </div>
      <IconButton label="Dismiss" className="flash__dismiss" onClick={dismissFlash}>
        ×
      </IconButton>
    </div>
  );
}

/**
 * The page's notification bar. Both live regions are always in the page, so a message that arrives later
 * is announced: errors assertively, the rest politely.
 */
export function FlashBar({ message, kind }: Props) {
  useEffect(() => {
    if (message) flash(message, kind);
  }, [message, kind]);
  const { notification, fading } = useStore($flash);
  return (
    <div className="flash-bar">
      <div role="alert">{notification?.isError && <Message notification={notification} fading={fading} />}</div>
      <div role="status">
        {notification && !notification.isError && <Message notification={notification} fading={fading} />}
      </div>
    </div>
  );
}
