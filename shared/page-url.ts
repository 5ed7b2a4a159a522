import { createContext, useContext } from 'react';

/** The page's URL during a server render (its `url` input). In the browser there is none: `location` is the page. */
export const ServerPageUrl = createContext<string | undefined>(undefined);

/** The page's URL: the same in the server render and in the browser's hydrating render. */
export function usePageUrl(): URL {
  return new URL(useContext(ServerPageUrl) ?? location.href);
}
