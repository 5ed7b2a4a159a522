import { createContext, useContext, type ReactNode } from 'react';
import { featuredHeading, menuLabel } from '../../stores/navigation/menu-labels';
import type { CommunityCard, ImageLink, NavItem, NavLink } from '../../stores/navigation/navigation-payload';
import {
  insertSchoolhouse,
  GO_TO_THE_SHOP,
  shopMenuColumns,
  WEDDING_REGISTRY,
} from '../../stores/navigation/shop-menu-columns';
import { MenuLink } from './menu-link';

// A dropdown's content, one block per content type of the shell spec ("Dropdown content types"). Every name is
// text and every uri has passed safeUrl in the payload reader, so nothing here interprets markup. The desktop
// dropdowns load it on intent (lazy-menu-panels.tsx); the mobile sheets import it.

const RESIDENTS_PAGE = '/p/meet-our-residents';

/** Block headings sit under the panel's title: h2 in a dropdown (the page's h1 is the top), h3 in a sheet (titled by an h2). */
const HeadingLevel = createContext<'h2' | 'h3'>('h2');
export const SheetHeadings = ({ children }: { children: ReactNode }) => (
  <HeadingLevel.Provider value="h3">{children}</HeadingLevel.Provider>
);

function Block({ heading, children, wide = false }: { heading?: string; children: ReactNode; wide?: boolean }) {
  const Heading = useContext(HeadingLevel);
  return (
    <section className={`hdr-block${wide ? ' hdr-block--wide' : ''}`}>
      {heading && <Heading className="hdr-block__heading">{heading}</Heading>}
      {children}
    </section>
  );
}

function Links({ links }: { links: NavLink[] }) {
  return (
    <ul className="hdr-links">
      {links.map((link) => (
        <li key={`${link.name} ${link.uri}`}>
          <MenuLink name={link.name} uri={link.uri} />
        </li>
      ))}
    </ul>
  );
}

function Cards({ cards }: { cards: CommunityCard[] }) {
  return (
    <ul className="hdr-cards">
      {cards.map((card) => (
        <li key={card.uri}>
          <a className="hdr-card" href={card.uri}>
            {card.image && (
              <picture>
                {card.webpImage && <source srcSet={card.webpImage} type="image/webp" />}
                <img src={card.image} alt="" width={160} height={107} loading="lazy" />
              </picture>
            )}
            <span className="hdr-card__title">{card.title}</span>
            {card.dek && <span className="hdr-card__dek">{card.dek}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}

function ImageLinks({ links, round = false }: { links: ImageLink[]; round?: boolean }) {
  return (
    <ul className={`hdr-cards hdr-cards--small${round ? ' hdr-cards--round' : ''}`}>
      {links.map((link) => (
        <li key={link.uri}>
          <a className="hdr-card" href={link.uri}>
            {link.image && <img src={link.image} alt="" width={72} height={72} loading="lazy" />}
            <span className="hdr-card__title">{link.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Everything a navigation item holds, one block per content type, in the order of the shell spec's list. */
export function MenuPanel({ item }: { item: NavItem }) {
  const { showCategories } = menuLabel(item.name);
  return (
    <div className="hdr-panel">
      {item.dropdown.length > 0 && (
        <Block>
          <ul className="hdr-links">
            {item.dropdown.map((entry) => (
              <li key={`${entry.name} ${entry.uri ?? ''}`}>
                <MenuLink name={entry.name} uri={entry.uri} newWindow={entry.newWindow} />
              </li>
            ))}
          </ul>
        </Block>
      )}
      {showCategories &&
        item.categoryGroups.map((group) => (
          <Block key={group.title} heading={group.title || 'Shop By Category'}>
            <Links links={group.categories} />
          </Block>
        ))}
      {showCategories && item.categoryGroups.length === 0 && item.categories.length > 0 && (
        <Block heading="Shop By Category">
          <Links links={item.categories} />
        </Block>
      )}
      {item.tags.length > 0 && (
        <Block heading="Popular Tags">
          <Links links={item.tags} />
        </Block>
      )}
      {item.topics.length > 0 && (
        <Block heading="Explore Topics">
          <Links links={item.topics} />
        </Block>
      )}
      {item.types.map((type) => (
        <Block key={type.name} heading={type.name}>
          <Links links={type.ingredients} />
        </Block>
      ))}
      {item.residents.length > 0 && (
        <Block heading="Meet Our Residents" wide>
          <ImageLinks links={item.residents} round />
          <MenuLink name="View All Residents" uri={RESIDENTS_PAGE} className="hdr-link--all" />
        </Block>
      )}
      {item.featuredCollections.length > 0 && (
        <Block heading={featuredHeading(item.featuredName)} wide>
          <Cards cards={item.featuredCollections} />
        </Block>
      )}
      {item.topBrands.length > 0 && (
        <Block heading="Top Brands" wide>
          <ImageLinks links={item.topBrands} />
        </Block>
      )}
      {item.stories.length > 0 && (
        <Block heading="Explore Stories" wide>
          <Cards cards={item.stories} />
        </Block>
      )}
      {item.storyTopics.length > 0 && (
        <Block heading="Story Topics">
          <Links links={item.storyTopics} />
        </Block>
      )}
      {item.featuredVideos.length > 0 && (
        <Block heading="Explore Videos" wide>
          <ImageLinks links={item.featuredVideos} />
        </Block>
      )}
      {item.promoUnits.length > 0 && (
        <Block wide>
          <Cards cards={item.promoUnits} />
        </Block>
      )}
    </div>
  );
}

/** The older header's shop dropdown: the shop navigation in columns, Schoolhouse fourth, then Wedding Registry and Go to The Shop. */
export function ShopColumns({ items }: { items: NavItem[] }) {
  return (
    <div className="hdr-panel hdr-panel--columns">
      {shopMenuColumns(insertSchoolhouse(items)).map((column, index) => (
        <ul className="hdr-links hdr-column" key={index}>
          {[...column.items, ...column.links].map((entry) => (
            <li key={`${entry.name} ${entry.uri ?? ''}`}>
              <MenuLink
                name={entry.name}
                uri={entry.uri}
                shop
                className={entry === WEDDING_REGISTRY || entry === GO_TO_THE_SHOP ? 'hdr-link--all' : ''}
              />
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}
