import type { MouseEvent } from 'react';
import * as v from 'valibot';

export const skipLinkProps = v.object({
  /** The id of the page's main content. */
  target: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z][\w:.-]*$/, 'an element id')), 'main-content'),
});

type Props = v.InferOutput<typeof skipLinkProps>;

/**
 * A plain in-page link scrolls but leaves keyboard focus behind in some browsers; moving focus to the
 * target makes the next Tab start inside the main content.
 */
function focusTarget(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

export function SkipLink({ target }: Props) {
  return (
    <a className="skip-link" href={`#${target}`} onClick={(event) => focusTarget(event, target)}>
      Skip to main content
    </a>
  );
}
