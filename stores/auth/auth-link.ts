import { demandWidget } from '../../shared/demand-widget';
import { isPlainClick, type ClickLike } from '../../shared/plain-click';
import { showAuth } from './auth-prompt';

/** The pointer or focus on a sign-in control: the dialog's code starts loading, so the click finds it there. */
function prepareAuth(): void {
  demandWidget('auth');
}

/**
 * What a server link to the sign-in or sign-up page needs to open the dialog instead: its code loads on the
 * first pointer or focus, and a plain click opens it for `reason` (a new-tab click stays the link's). Without
 * the dialog (no slot, its code failed) showAuth goes to the server's page, as the link would.
 */
export function authLinkHandlers(reason: string) {
  return {
    onPointerEnter: prepareAuth,
    onFocus: prepareAuth,
    onClick: (event: ClickLike & { preventDefault(): void }) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      showAuth(reason);
    },
  };
}
