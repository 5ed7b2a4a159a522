import { displayName, menuLabel } from '../../stores/navigation/menu-labels';

interface MenuLinkProps {
  name: string;
  uri: string | null;
  newWindow?: boolean;
  className?: string;
  /** An entry of the shop menu, where "New Arrivals" reads "New". */
  shop?: boolean;
}

/** The text a menu entry shows: in the shop menu "New Arrivals" reads "New"; elsewhere the name as it is. */
export const entryText = (name: string, shop: boolean) => (shop ? displayName(name) : name);

/** A menu entry's link: VIEW ALL is emphasised, Sale and Holiday have their colours, the shop's New Arrivals is "New". */
export function MenuLink({ name, uri, newWindow = false, className = '', shop = false }: MenuLinkProps) {
  const label = { ...menuLabel(name), text: entryText(name, shop) };
  const classes = `hdr-link hdr-link--${label.kind}${label.emphasised ? ' hdr-link--all' : ''}${className ? ` ${className}` : ''}`;
  if (!uri) return <span className={classes}>{label.text}</span>;
  return (
    <a className={classes} href={uri} {...(newWindow ? { target: '_blank', rel: 'noopener' } : {})}>
      {label.emphasised ? <strong>{label.text}</strong> : label.text}
    </a>
  );
}
