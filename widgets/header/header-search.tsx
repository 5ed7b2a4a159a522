import { useEffect, useId, useState, type FormEvent } from 'react';
import { configValue } from '../../shared/config/site-config';
import { contentTypeForPage, searchDestination, submitDisabled } from '../../shared/search/search-destination';

function queryFromPage(): string {
  return new URLSearchParams(window.location.search).get('q') ?? '';
}

/** The header's search form: prefilled from the page's `q`, sent to the page's content type's search. */
export function HeaderSearch({ query }: { query?: string | undefined }) {
  const id = useId();
  // The server's render passes the query it read; otherwise it is read from the page after the first render,
  // which therefore matches a server render that did not know it.
  const [input, setInput] = useState(query ?? '');
  useEffect(() => {
    if (query === undefined) setInput((typed) => typed || queryFromPage());
  }, [query]);
  const disabled = submitDisabled(input);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disabled) return;
    const { contentType } = contentTypeForPage(configValue('pageType'), window.location.pathname);
    window.location.assign(searchDestination(input, contentType));
  };

  return (
    <form className="hdr-search" role="search" action="/recipes/search" method="get" onSubmit={submit}>
      <label htmlFor={id}>Search</label>
      <input id={id} name="q" type="search" placeholder="Search for anything" value={input} onChange={(event) => setInput(event.target.value)} />
      {/* aria-disabled, not disabled: a disabled button would drop keyboard focus. The submit handler refuses. */}
      <button type="submit" aria-disabled={disabled || undefined}>
        Search
      </button>
    </form>
  );
}
