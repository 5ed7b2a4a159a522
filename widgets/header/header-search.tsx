import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { reportError } from '../../mount/report-error';
import { lazyPart, useLazyPart } from '../../shared/lazy-part';
import { pageFacts } from '../../shared/page-facts';
import { usePageUrl } from '../../shared/page-url';
import { searchDestination, submitDisabled } from '../../shared/search/search-destination';
import type { ComboState, SuggestionsHandle } from './search-suggestions';
import { useOpenedOnce } from './use-opened-once';
import '../../shared/ui/visually-hidden.css';

// The suggestions (their store and panel) load on the box's first focus, not with the page.
const suggestionsPart = lazyPart(() => import('./search-suggestions'));
const go = (href: string) => window.location.assign(href);

const icon = (path: string) => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <path d={path} fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);
const MAGNIFIER = 'M10.5 4a6.5 6.5 0 1 0 0 13a6.5 6.5 0 0 0 0-13zM15.5 15.5L21 21';

/**
 * The header's search: a combobox (WAI-ARIA APG, list autocomplete with a listbox popup) prefilled from the
 * page's `q`, sent to the page's content type's search. On phones it is an icon that opens the field over the
 * top row. The server renders it closed, as the browser's first render does.
 */
export function HeaderSearch() {
  const id = useId();
  const listId = `${id}list`;
  const url = usePageUrl();
  // The page's URL is the server render's `url` there and `location` here: both read the same `q`.
  const [input, setInput] = useState(url.searchParams.get('q') ?? '');
  const [open, setOpen] = useState(false);
  const [combo, setCombo] = useState<ComboState>({ expanded: false });
  const handle = useRef<SuggestionsHandle>(null);
  const field = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const failed = useCallback(
    (error: unknown) => reportError(error, { widget: 'header', phase: 'search-suggestions' }),
    [],
  );
  const Suggestions = useLazyPart(suggestionsPart, useOpenedOnce(open), failed)?.SearchSuggestions;
  const disabled = submitDisabled(input);

  // On phones the field shows over the top row while focus is in the form (header.css): the icon focuses it,
  // and leaving closes it. The toggle is not displayed elsewhere (offsetParent null).
  const closePhone = () => void (toggle.current?.offsetParent && toggle.current.focus());

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disabled) return;
    setOpen(false);
    go(handle.current?.destination(input) ?? searchDestination(input, pageFacts().contentType));
  };

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="hdr-search-toggle"
        onPointerEnter={suggestionsPart.prefetch}
        onClick={() => field.current?.focus()}
      >
        {icon(MAGNIFIER)}
        <span className="ui-visually-hidden">Open search</span>
      </button>
      <form className="hdr-search" role="search" action="/recipes/search" method="get" onSubmit={submit}>
        <label htmlFor={id} className="ui-visually-hidden">
          Search
        </label>
        <input
          ref={field}
          id={id}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={combo.expanded}
          aria-controls={Suggestions ? listId : undefined}
          aria-activedescendant={combo.active}
          autoComplete="off"
          dir="auto"
          placeholder="Search for anything"
          value={input}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onChange={(event) => {
            setInput(event.target.value);
            setOpen(true);
          }}
          onKeyDown={(event) => handle.current?.keyDown(event)}
        />
        {/* aria-disabled, not disabled: a disabled button would drop keyboard focus. The submit handler refuses. */}
        <button type="submit" className="hdr-search__submit" aria-disabled={disabled || undefined}>
          Search
        </button>
        <button type="button" className="hdr-search__close" onClick={() => toggle.current?.focus()}>
          {icon('M6 6l12 12M18 6L6 18')}
          <span className="ui-visually-hidden">Close search</span>
        </button>
        {Suggestions && (
          <Suggestions
            input={input}
            setInput={setInput}
            open={open}
            setOpen={setOpen}
            listId={listId}
            onCombo={setCombo}
            go={go}
            leave={closePhone}
            handle={handle}
          />
        )}
      </form>
    </>
  );
}
