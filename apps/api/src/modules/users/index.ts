export { emailTaken, isEmailTaken } from './email-taken';
export type { UserRow } from './user-row';
