export { forgetSession, logout } from './api/session';
export { userQuery, useUser } from './api/user';
export { VerifyEmailNotice } from './components/VerifyEmailNotice';
