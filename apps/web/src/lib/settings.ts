import { useSyncExternalStore } from 'react';

/** UI settings kept in localStorage: layout, navigation, skin and direction. */
export interface UiSettings {
  skin: 'default' | 'modern';
  contentWidth: 'boxed' | 'fluid';
  navbarType: 'sticky' | 'static' | 'hidden';
  navbarBlur: boolean;
  layoutNav: 'vertical' | 'horizontal';
  verticalNavCollapsed: boolean;
  isVerticalNavSemiDark: boolean;
  footerType: 'static' | 'sticky' | 'hidden';
  rtl: boolean;
}

const KEY = 'settings';
export const DEFAULT_SETTINGS: UiSettings = {
  skin: 'default',
  contentWidth: 'boxed',
  navbarType: 'sticky',
  navbarBlur: true,
  layoutNav: 'vertical',
  verticalNavCollapsed: false,
  isVerticalNavSemiDark: false,
  footerType: 'static',
  rtl: false,
};

const listeners = new Set<() => void>();
let current: UiSettings = read();

function read(): UiSettings {
  try {
    return { ...DEFAULT_SETTINGS, ...(JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<UiSettings>) };
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export function updateSettings(change: Partial<UiSettings>) {
  const next = { ...current, ...change };
  // The horizontal nav un-collapses the vertical one and shows a hidden navbar.
  if (change.layoutNav === 'horizontal') {
    next.verticalNavCollapsed = false;
    if (next.navbarType === 'hidden') next.navbarType = 'sticky';
  }
  current = next;
  localStorage.setItem(KEY, JSON.stringify(current));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The login page's snapshot, rendered at build time (app/snapshot), shows the defaults. */
export function useSettings(): UiSettings {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => DEFAULT_SETTINGS,
  );
}
