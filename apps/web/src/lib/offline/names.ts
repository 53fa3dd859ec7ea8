export const DATABASE_PREFIX = 'portal-';
export const SHARED_DATABASE = `${DATABASE_PREFIX}shared`;
export const userDatabaseName = (userId: number) => `${DATABASE_PREFIX}user-${userId}`;
export const companyDatabaseName = (companyId: number) => `${DATABASE_PREFIX}company-${companyId}`;
