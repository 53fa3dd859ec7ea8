import { Link, NavLink, useLocation } from 'react-router';
import type { NavItem } from './types';

/**
 * The link props of a navigation item: a NavLink marks its own path; an item with `activeUnder` is
 * also marked on the pages below that path, which live outside its own (a membership's page).
 */
export function useNavItemLink() {
  const { pathname } = useLocation();
  return (item: NavItem) =>
    item.activeUnder && pathname.startsWith(`${item.activeUnder}/`)
      ? { component: Link, to: item.to, className: 'active', 'aria-current': 'page' as const }
      : { component: NavLink, to: item.to, end: item.end };
}
