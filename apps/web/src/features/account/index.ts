export { updateProfile } from './api/profile';
export { ACCOUNT_TABS } from './lib/tabs';
