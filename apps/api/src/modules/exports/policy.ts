import type { Role } from '../../plugins/tenancy';

/** Accounting (and admins) hand the books to the tax adviser. */
export const EXPORTERS: Role[] = ['accounting'];
