export const DATABASE_PREFIX = 'portal-';
export const userDatabaseName = (userId: number) => `${DATABASE_PREFIX}user-${userId}`;
