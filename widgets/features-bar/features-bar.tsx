import { useMemo } from 'react';
import * as v from 'valibot';
import { useHydratedStore } from '../../shared/use-hydrated-store';
import { $featuresNavigation, FEATURES_NAVIGATION_INITIAL } from '../../stores/navigation/features';
import { readServedFeatures, type FeatureLink } from '../../stores/navigation/features-payload';
import './features-bar.css';

export const featuresBarProps = v.object({
  /**
   * The lists the server rendered ({ name, uri } each). Either one present (an empty list too): the page's
   * features navigation, and the store makes no call. Neither (a bare slot): the store fetches them.
   */
  features: v.optional(v.unknown()),
  utilities: v.optional(v.unknown()),
});

function Links({ links, className, label }: { links: FeatureLink[]; className: string; label?: string }) {
  if (!links.length) return null;
  return (
    <ul className={`features-bar__list ${className}`} aria-label={label}>
      {links.map((link) => (
        <li key={`${link.name} ${link.uri}`}>
          <a href={link.uri}>{link.name}</a>
        </li>
      ))}
    </ul>
  );
}

/** The features bar below the header's navigation: feature links and the utilities (Registry, ...). */
export function FeaturesBar({ features, utilities }: v.InferOutput<typeof featuresBarProps>) {
  const fromServer = useMemo(() => readServedFeatures({ features, utilities }), [features, utilities]);
  // Server render and hydration: not checked yet, so the server's lists; the store's state right after.
  const state = useHydratedStore($featuresNavigation, FEATURES_NAVIGATION_INITIAL);
  const navigation = state.checked && !state.failed ? state : fromServer;
  if (!navigation.features.length && !navigation.utilities.length) return null;
  return (
    <nav className="features-bar" aria-label="Features">
      <Links links={navigation.features} className="features-bar__features" />
      <Links links={navigation.utilities} className="features-bar__utilities" label="Utilities" />
    </nav>
  );
}
