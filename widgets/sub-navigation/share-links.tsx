import type { MouseEvent } from 'react';
import { openShareWindow } from '../../shared/share-window';
import { VisuallyHidden } from '../../shared/ui/visually-hidden';

interface ShareTarget {
  name: string;
  /** Hidden from sight, read before the visible name: "Share on" Pinterest. */
  prefix: string;
  href: string;
  popup: boolean;
}

const enc = encodeURIComponent;

export function shareTargets(url: string, title: string, image: string | null): ShareTarget[] {
  return [
    {
      name: 'Pinterest',
      prefix: 'Share on ',
      popup: true,
      href: `https://www.pinterest.com/pin/create/button/?url=${enc(url)}&description=${enc(title)}${image ? `&media=${enc(image)}` : ''}`,
    },
    {
      name: 'Facebook',
      prefix: 'Share on ',
      popup: true,
      href: `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`,
    },
    { name: 'Email', prefix: 'Share by ', popup: false, href: `mailto:?subject=${enc(title)}&body=${enc(url)}` },
  ];
}

// A plain click opens the 600x320 share window; a modified or middle click keeps the browser's own
// behaviour (new tab, new window), and without a popup the link itself still works.
function onShareClick(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  openShareWindow(event.currentTarget.href);
}

export function ShareLinks({ url, title, image }: { url: string; title: string; image: string | null }) {
  return (
    <ul className="subnav__share" aria-label="Share">
      {shareTargets(url, title, image).map((target) => (
        <li key={target.name}>
          <a
            className="subnav__share-link"
            href={target.href}
            {...(target.popup ? { target: '_blank', rel: 'noopener noreferrer', onClick: onShareClick } : {})}
          >
            <VisuallyHidden>{target.prefix}</VisuallyHidden>
            {target.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
