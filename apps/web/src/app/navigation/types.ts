import type { Icon } from '@tabler/icons-react';

export interface NavItem {
  /** Key in common:nav. */
  label: string;
  to: string;
  icon: Icon;
  /** Match only the exact path (for section roots like the dashboard). */
  end?: boolean;
  /** Also marked on pages below this path (a membership's page stays outside the admin's list). */
  activeUnder?: string;
}

export interface NavSection {
  /** Key in common:nav; absent for the first, unnamed section. */
  heading?: string;
  items: NavItem[];
}
