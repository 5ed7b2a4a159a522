import { useState } from 'react';
import { safeUrl } from '../safe-url';
import './avatar.css';

interface AvatarProps {
  /** The picture's URL; one that `safeUrl` refuses counts as none. */
  src: string | null;
  /** The member's name: its first letter stands in for a missing picture. */
  name: string;
  className?: string;
}

/**
 * A member's round picture, or the first letter of their name when there is none or it fails to load.
 * Decorative (`alt=""`, the letter hidden): the name is said next to it. Give it `key={src}` to retry a new src.
 */
export function Avatar({ src, name, className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const href = safeUrl(src);
  const classes = `ui-avatar${className ? ` ${className}` : ''}`;
  return href && !failed ? (
    <img className={classes} src={href} alt="" width={32} height={32} onError={() => setFailed(true)} />
  ) : (
    <span className={classes} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
