import { useStore } from '@nanostores/react';
import { useEffect, useImperativeHandle, useState, type KeyboardEvent, type MouseEvent, type Ref } from 'react';
import { pageFacts } from '../../shared/page-facts';
import { highlight } from '../../shared/search/highlight';
import { searchDestination, searchQuery } from '../../shared/search/search-destination';
import { searchPanelView, type PanelOption } from '../../stores/search/search-panel';
import {
  $searchSuggestions,
  cachedSuggestions,
  stopSearchSuggestions,
  typeSearch,
} from '../../stores/search/suggestions';

// The search box's suggestion panel: the listbox popup of the WAI-ARIA APG combobox. Loaded on the box's first
// focus (header-search.tsx owns the input; this part owns the options, the active one and the panel). Options
// are not focusable: focus stays in the box, aria-activedescendant names the active option, and a press on the
// panel does not take focus away (mousedown is prevented).

export interface SuggestionsHandle {
  /** The box's keys: see keyDown below. */
  keyDown(event: KeyboardEvent<HTMLInputElement>): void;
  /** Where a search for `input` goes: the data's own search_url when it answers this very text. */
  destination(input: string): string;
}

export interface ComboState {
  /** The listbox is shown (open and holding options). */
  expanded: boolean;
  /** The active option's id. */
  active?: string;
}

export interface SearchSuggestionsProps {
  input: string;
  setInput(input: string): void;
  open: boolean;
  setOpen(open: boolean): void;
  listId: string;
  onCombo(state: ComboState): void;
  go(href: string): void;
  /** Escape on an empty, closed box: the phone's field closes. */
  leave(): void;
  handle: Ref<SuggestionsHandle>;
}

function Highlighted({ text, query }: { text: string; query: string }) {
  return highlight(text, query).map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : part.text));
}

export function SearchSuggestions({
  input,
  setInput,
  open,
  setOpen,
  listId,
  onCombo,
  go,
  leave,
  handle,
}: SearchSuggestionsProps) {
  const state = useStore($searchSuggestions);
  const { contentType, useSearchPanel } = pageFacts();
  const view = searchPanelView(input, state, contentType);
  const options = view.groups.flatMap((group) => group.options);
  const [active, setActive] = useState({ index: -1, input });
  // A new text is a new list: nothing is active.
  const activeIndex = active.input === input && active.index < options.length ? active.index : -1;
  const optionId = (index: number) => `${listId}-${index}`;
  const activeId = open && activeIndex >= 0 ? optionId(activeIndex) : undefined;
  const expanded = open && options.length > 0;

  // Typing asks the store (debounced or throttled there); closing stops its wait and its request.
  useEffect(() => {
    if (open) typeSearch(input);
  }, [open, input]);
  useEffect(() => {
    if (!open) stopSearchSuggestions();
  }, [open]);
  // A closed panel forgets its active option: reopened, Enter submits until an arrow picks one.
  if (!open && active.index !== -1) setActive({ index: -1, input });
  useEffect(() => {
    onCombo({ expanded, active: activeId });
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [onCombo, expanded, activeId]);
  useEffect(() => () => onCombo({ expanded: false }), [onCombo]);

  useImperativeHandle(
    handle,
    () => ({
      // Escape closes the panel, then clears the text (the native clear is prevented: one step at a time), then
      // leaves the phone's field; Tab closes the panel; Up and Down open it, then move the active option
      // (wrapping); Enter opens the active option, else the form submits.
      keyDown(event) {
        // Keys that confirm or move an input method's composition are the composition's.
        if (event.nativeEvent.isComposing) return;
        const { key } = event;
        if (key === 'Escape') {
          event.preventDefault();
          if (open) setOpen(false);
          else if (input !== '') setInput('');
          else leave();
        } else if (key === 'Tab') setOpen(false);
        else if (key === 'ArrowDown' || key === 'ArrowUp') {
          event.preventDefault();
          if (!expanded) return setOpen(true);
          const step = key === 'ArrowDown' ? 1 : -1;
          const next =
            activeIndex < 0
              ? step > 0
                ? 0
                : options.length - 1
              : (activeIndex + step + options.length) % options.length;
          setActive({ index: next, input });
        } else if (key === 'Enter' && activeId) {
          event.preventDefault();
          go(options[activeIndex]!.href);
        }
      },
      destination: (text) => searchDestination(text, contentType, cachedSuggestions(searchQuery(text))?.searchUrl),
    }),
    [open, setOpen, input, setInput, leave, expanded, activeIndex, activeId, options, go, contentType],
  );

  const choose = (event: MouseEvent, option: PanelOption) => {
    // A new-tab click opens the option there, as a link would.
    if (event.ctrlKey || event.metaKey || event.shiftKey) window.open(option.href, '_blank', 'noopener');
    else go(option.href);
  };

  let index = 0;
  const renderOption = (option: PanelOption) => {
    const mine = index++;
    return (
      <div
        key={mine}
        role="option"
        id={optionId(mine)}
        aria-selected={mine === activeIndex}
        className={`hdr-suggest__option hdr-suggest__option--${option.kind}`}
        onClick={(event) => choose(event, option)}
      >
        {option.kind === 'result' &&
          (option.image ? (
            <img src={option.image.url} alt="" width="40" height="40" loading="lazy" decoding="async" />
          ) : (
            <span className="hdr-suggest__thumb" />
          ))}
        <span className="hdr-suggest__label" dir="auto">
          {/* 'See all 12 recipes' is the panel's own words: the typed text is not marked in it */}
          {option.kind === 'all' ? option.label : <Highlighted text={option.label} query={view.query} />}
        </span>
      </div>
    );
  };

  return (
    <>
      <div
        className={`hdr-suggest${useSearchPanel ? ' hdr-suggest--side' : ''}`}
        hidden={!open}
        onMouseDown={(event) => event.preventDefault()}
      >
        {view.note && (
          <p className="hdr-suggest__note" dir="auto">
            {view.note}
          </p>
        )}
        <div role="listbox" id={listId} aria-label="Search suggestions" hidden={!expanded}>
          {view.groups.map((group, at) =>
            group.heading === null ? (
              group.options.map(renderOption)
            ) : (
              <div key={at} role="group" aria-labelledby={`${listId}-g${at}`} className="hdr-suggest__group">
                <div role="presentation" id={`${listId}-g${at}`} className="hdr-suggest__heading">
                  {group.heading}
                </div>
                {group.options.map(renderOption)}
              </div>
            ),
          )}
        </div>
      </div>
      <span role="status" className="ui-visually-hidden">
        {open ? view.announcement : ''}
      </span>
    </>
  );
}
