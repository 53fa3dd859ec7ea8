import { useMatches } from 'react-router';

/** What a route declares besides its page: the German title key, a planned feature, scroll behaviour. */
export interface RouteHandle {
  /** Key in common:titles. */
  title?: string;
  /** Key in misc:planned: the page only says what a later release brings there. */
  planned?: string;
  keepScroll?: boolean;
}

/** The deepest matched route's handle merged over its parents'. */
export function useRouteHandle(): RouteHandle {
  return Object.assign({}, ...useMatches().map((match) => (match.handle ?? {}) as RouteHandle));
}
