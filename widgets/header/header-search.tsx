import { useId, useState, type FormEvent } from 'react';
import { configValue } from '../../shared/config/site-config';
import { usePageUrl } from '../../shared/page-url';
import { contentTypeForPage, searchDestination, submitDisabled } from '../../shared/search/search-destination';
import '../../shared/ui/visually-hidden.css';

/** The header's search form: prefilled from the page's `q`, sent to the page's content type's search. */
export function HeaderSearch() {
  const id = useId();
  // The page's URL is the server render's `url` there and `location` here: both read the same `q`.
  const query = usePageUrl().searchParams.get('q') ?? '';
  const [input, setInput] = useState(query);
  const disabled = submitDisabled(input);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disabled) return;
    const { contentType } = contentTypeForPage(configValue('pageType'), window.location.pathname);
    window.location.assign(searchDestination(input, contentType));
  };

  return (
    <form className="hdr-search" role="search" action="/recipes/search" method="get" onSubmit={submit}>
      <label htmlFor={id} className="ui-visually-hidden">
        Search
      </label>
      <input id={id} name="q" type="search" placeholder="Search for anything" value={input} onChange={(event) => setInput(event.target.value)} />
      {/* aria-disabled, not disabled: a disabled button would drop keyboard focus. The submit handler refuses. */}
      <button type="submit" aria-disabled={disabled || undefined}>
        Search
      </button>
    </form>
  );
}
