import { createContext, useContext } from 'react';
import { useHydratedStore } from '../../shared/use-hydrated-store';
import { $navigation, NAVIGATION_UNKNOWN, type NavigationState } from '../../stores/navigation/navigation';

/** The navigation state the header was rendered from (its `navigation` prop): the server's and hydration's view. */
export const ServerNavigation = createContext<NavigationState>(NAVIGATION_UNKNOWN);

/** `$navigation` for the header's parts: the server render and the hydrating render read the props' state. */
export function useNavigation(): NavigationState {
  return useHydratedStore($navigation, useContext(ServerNavigation));
}
