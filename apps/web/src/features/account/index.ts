export { updateProfile } from './api/account';
export { ACCOUNT_TABS } from './lib/tabs';
