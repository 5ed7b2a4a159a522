import { useStore } from '@nanostores/react';
import { useId, useMemo, useRef } from 'react';
import * as v from 'valibot';
import { configValue } from '../../shared/config/site-config';
import { $navigation } from '../../stores/navigation/navigation';
import type { RecircItem } from '../../stores/navigation/recirculation-payload';
import { recirculationCanCollect, subnavSettings } from '../../stores/navigation/sub-navigation';
import { $recirculation, toggleSubnav, type SubnavPage } from '../../stores/navigation/sub-navigation-scroll';
import { ShareLinks } from './share-links';
import {
  absoluteUrl,
  readLinks,
  readSections,
  recType,
  thisPage,
  type SubnavLink,
  type SubnavSection,
} from './subnav-props';
import { useScrollFeed } from './use-scroll-feed';
import './sub-navigation.css';
import '../../shared/ui/visually-hidden.css';

export const subNavigationProps = v.object({
  /** The post's or recipe's id, for the recommended content (data-id). */
  id: v.optional(v.string()),
  /** rec_type of the recommended content: post, recipe or product; defaults to the page type (data-rec-type). */
  recType: v.optional(v.string()),
  /** The page's title, shown in the bar and shared (data-title). */
  title: v.optional(v.string()),
  /** The address to share (data-share-url); defaults to this page. */
  shareUrl: v.optional(v.string()),
  /** The image to pin (data-share-image). */
  shareImage: v.optional(v.string()),
  /** The id of the page's content element, whose height places the recirculation (data-content-id). */
  contentId: v.optional(v.string()),
  /** In-page sections, [{ name, id }] (data-props). */
  sections: v.optional(v.unknown()),
  /** The shop bar's links, [{ name, uri }] (data-props). */
  links: v.optional(v.unknown()),
});

type Props = v.InferOutput<typeof subNavigationProps>;

/** How many recommended items the bar shows; narrower screens show fewer (CSS). */
const RECIRC_LIMIT = 3;

function UpNext({ items }: { items: readonly RecircItem[] }) {
  const heading = useId();
  return (
    <div className="subnav__recirc">
      <span className="subnav__recirc-title" id={heading}>
        Up next
      </span>
      <ul className="subnav__cards" aria-labelledby={heading}>
        {items.slice(0, RECIRC_LIMIT).map((item) => (
          <li key={item.uri}>
            <a className="subnav__card" href={item.uri}>
              {item.image && (
                <img className="subnav__card-image" src={item.image.url} alt="" width={40} height={40} loading="lazy" />
              )}
              <span className="subnav__card-name">{item.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Sections({ sections }: { sections: SubnavSection[] }) {
  if (!sections.length) return null;
  return (
    <ul className="subnav__sections">
      {sections.map((section) => (
        <li key={section.id}>
          <a href={`#${section.id}`}>{section.name}</a>
        </li>
      ))}
    </ul>
  );
}

function ShopLinks({ links }: { links: SubnavLink[] }) {
  const here = window.location.pathname + window.location.search;
  return (
    <ul className="subnav__links">
      {links.map((link) => (
        <li key={link.uri}>
          <a href={link.uri} aria-current={link.uri === here ? 'page' : undefined}>
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The sub-navigation: a bar fixed to the top of the viewport that hides while the reader scrolls down and
 * comes back on a scroll up. Posts and recipes get the content bar (title or "Up next", sections, share);
 * the shop gets a bar of shop links. Other pages: nothing.
 */
export function SubNavigation(props: Props) {
  const pageType = configValue('pageType');
  const shop = pageType === 'shop';
  const page = useMemo<SubnavPage | null>(() => {
    if (!subnavSettings(pageType)) return null;
    const type = shop ? null : recType(props.recType, pageType);
    const id = props.id?.trim();
    return {
      pageType,
      recirculation: type && id ? { id, type, collectionData: recirculationCanCollect(pageType) } : null,
    };
  }, [pageType, shop, props.recType, props.id]);
  const { showSubnav, recircItems } = useStore($navigation);
  const { reached } = useStore($recirculation);
  const bar = useRef<HTMLElement>(null);
  const barId = useId();
  useScrollFeed(page, props.contentId ?? 'main-content', bar);
  const links = useMemo(() => readLinks(props.links), [props.links]);
  const sections = useMemo(() => readSections(props.sections), [props.sections]);
  const share = useMemo(
    () => ({ url: absoluteUrl(props.shareUrl) ?? thisPage(), image: absoluteUrl(props.shareImage) }),
    [props.shareUrl, props.shareImage],
  );

  if (!page || (shop && !links.length)) return null;
  const title = props.title?.trim() ?? '';
  const label = shop ? 'Shop shortcuts' : pageType === 'recipe' ? 'Recipe tools' : 'Article tools';
  const upNext = reached && recircItems.length > 0;
  return (
    <>
      {/* The forced trigger: for keyboard users, who may never scroll up. Shown only while focused. */}
      <button
        type="button"
        className="subnav-toggle ui-visually-hidden-focusable"
        aria-expanded={showSubnav}
        aria-controls={barId}
        onClick={() => toggleSubnav(page, window.scrollY)}
      >
        {label}
      </button>
      <nav
        id={barId}
        ref={bar}
        className={shop ? 'subnav subnav--shop' : 'subnav'}
        aria-label={label}
        data-state={showSubnav ? 'open' : 'closed'}
        inert={!showSubnav}
      >
        {shop ? (
          <ShopLinks links={links} />
        ) : (
          <>
            {upNext ? <UpNext items={recircItems} /> : title && <p className="subnav__title">{title}</p>}
            {!upNext && <Sections sections={sections} />}
            <ShareLinks url={share.url} title={title} image={share.image} />
          </>
        )}
      </nav>
    </>
  );
}
