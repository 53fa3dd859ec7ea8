/** Where the server's render goes into the dashboard's page, which the build writes per language (build/snapshots.ts). */
export const DASHBOARD_SLOTS = {
  title: '<!--snapshot:title-->',
  css: '<!--snapshot:css-->',
  body: '<!--snapshot:body-->',
  queries: '<!--snapshot:queries-->',
} as const;
