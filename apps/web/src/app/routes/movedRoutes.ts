import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';

/** A company page that moved: its old path answers with the new one, keeping the query string. */
export function movedCompanyPage(path: string, to: string): RouteObject {
  return {
    path,
    loader: ({ params, request }: LoaderFunctionArgs) =>
      redirect(`/companies/${params.company_id}/${to}${new URL(request.url).search}`),
  };
}

/** The admin pages' paths before they were grouped under admin/; links in old mails and bookmarks still work. */
export const movedCompanyRoutes: RouteObject[] = [
  movedCompanyPage('memberships', 'admin/memberships'),
  movedCompanyPage('memberships/students', 'admin/memberships/students'),
  movedCompanyPage('settings', 'admin/settings'),
  movedCompanyPage('reports', 'admin/reports'),
];
