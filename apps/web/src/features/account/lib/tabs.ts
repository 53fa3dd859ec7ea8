/** The account settings' tabs, each its own path (`/account/security`). */
export const ACCOUNT_TABS = ['account', 'security', 'notifications'] as const;
