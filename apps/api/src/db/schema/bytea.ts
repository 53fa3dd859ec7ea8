import { customType } from 'drizzle-orm/pg-core';

/** Binary content (uploaded files, mail attachments): PGlite hands back a Uint8Array, node-postgres a Buffer; both read as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
