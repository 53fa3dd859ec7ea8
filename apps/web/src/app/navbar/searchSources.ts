import { userDatabase } from '../../lib/offline/db';
import { searchLocal } from '../../lib/offline/search';

export interface SearchHit {
  key: string;
  label: string;
  detail?: string;
  to: string;
  group: 'pages' | 'airplanes' | 'members';
}

/** Pages anyone signed in can open, searched by their translated titles. */
export const SEARCHABLE_PAGES = [
  { title: 'dashboard', to: '/' },
  { title: 'companies', to: '/companies' },
  { title: 'airplanes', to: '/airplanes' },
  { title: 'companyCreate', to: '/companies/create' },
  { title: 'accountSettings', to: '/account-settings/account' },
  { title: 'roadmap', to: '/roadmap' },
  { title: 'imprint', to: '/legal' },
  { title: 'privacy', to: '/legal/privacy' },
  { title: 'terms', to: '/legal/terms' },
];

/** The user's airplanes and memberships from the local copy (case-insensitive prefix match). */
export async function searchLocalCopy(userId: number, text: string): Promise<SearchHit[]> {
  if (!text.trim()) return [];
  const db = userDatabase(userId);
  const [airplanes, members] = await Promise.all([searchLocal(db.airplanes, text), searchLocal(db.memberships, text)]);
  return [
    ...airplanes.map((a) => ({
      key: `a${a.id}`,
      label: a.registration,
      detail: a.model,
      to: a.company_id ? `/companies/${a.company_id}/airplanes/${a.id}` : '/airplanes',
      group: 'airplanes' as const,
    })),
    // Only an approved membership opens its company's pages.
    ...members
      .filter((m) => m.status === 'approved')
      .map((m) => ({
        key: `m${m.id}`,
        label: m.name,
        detail: m.company?.name,
        to: `/companies/${m.company_id}/memberships/${m.id}`,
        group: 'members' as const,
      })),
  ];
}
