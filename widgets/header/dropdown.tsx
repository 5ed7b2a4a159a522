import { useEffect, useId, useRef, type FocusEvent, type PointerEvent, type ReactNode } from 'react';
import { VisuallyHidden } from '../../shared/ui/visually-hidden';
import { $navigation, closeDropdown, openDropdown, toggleDropdown } from '../../stores/navigation/navigation';
import { prefetchMenuPanels, useMenuPanels, type MenuPanels } from './lazy-menu-panels';
import { entryText, MenuLink } from './menu-link';
import { useOpenedOnce } from './use-opened-once';
import { useNavigation } from './use-navigation';

/** How long the pointer may be away (crossing a gap, cutting a corner) before a hovered dropdown closes. */
export const HOVER_CLOSE_DELAY_MS = 150;

interface DropdownProps {
  /** The menu's key in the store: one dropdown is open at a time. */
  name: string;
  label: string;
  uri: string | null;
  newWindow?: boolean;
  /** An entry of the shop menu ("New Arrivals" reads "New"). */
  shop?: boolean;
  /**
   * The panel, from the content blocks (loaded on intent): rendered when the dropdown first opens and the blocks
   * are in, then kept (hidden) so reopening is instant.
   */
  children: (panels: MenuPanels) => ReactNode;
}

/**
 * A desktop menu with a top-level link (W3C's disclosure navigation with top-level links): the name goes to
 * its page, the chevron button beside it opens the dropdown. A mouse opens it by hovering; a click on the
 * button pins it open, a second click closes it. Escape closes it and returns to the button; focus leaving
 * it, or a press outside the header, closes it.
 */
export function Dropdown({ name, label, uri, newWindow = false, shop = false, children }: DropdownProps) {
  const { openMenu, menuSurface } = useNavigation();
  const open = openMenu === name && menuSurface === 'dropdown';
  const rendered = useOpenedOnce(open);
  const panels = useMenuPanels(open);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const hoverOpened = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  if (!open) hoverOpened.current = false;

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!box.current?.closest('[data-widget]')?.contains(event.target as Node)) closeDropdown();
    };
    // Escape dismisses it wherever focus is (content shown on hover must be dismissible: WCAG 1.4.13);
    // from inside it, focus goes back to its button.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (box.current?.contains(document.activeElement)) button.current?.focus();
      closeDropdown();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    prefetchMenuPanels();
    clearTimeout(closeTimer.current);
    if (!open) {
      hoverOpened.current = true;
      openDropdown(name);
    }
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || !hoverOpened.current) return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => {
      // Focus inside keeps it open: hiding it would drop the keyboard's place.
      if ($navigation.get().openMenu === name && !box.current?.contains(document.activeElement)) closeDropdown();
    }, HOVER_CLOSE_DELAY_MS);
  };
  const onClick = () => {
    clearTimeout(closeTimer.current);
    // A dropdown the pointer opened is pinned by the first click; the second click closes it.
    if (open && hoverOpened.current) hoverOpened.current = false;
    else toggleDropdown(name);
  };
  const onBlur = (event: FocusEvent) => {
    if (open && event.relatedTarget && !box.current?.contains(event.relatedTarget as Node)) closeDropdown();
  };

  return (
    <div
      className={`hdr-dropdown${open ? ' hdr-dropdown--open' : ''}`}
      ref={box}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={prefetchMenuPanels}
      onBlur={onBlur}
    >
      <MenuLink name={label} uri={uri} newWindow={newWindow} shop={shop} className="hdr-dropdown__link" />
      <button
        ref={button}
        type="button"
        className="hdr-dropdown__toggle"
        aria-expanded={open && panels !== null}
        aria-controls={panelId}
        onClick={onClick}
      >
        <VisuallyHidden>{entryText(label, shop)} menu</VisuallyHidden>
        <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      {/* Hidden (and the button not expanded) until its content is in: an open menu never shows an empty box. */}
      <div className="hdr-dropdown__viewport" id={panelId} hidden={!open || !panels}>
        {rendered && panels && children(panels)}
      </div>
    </div>
  );
}
