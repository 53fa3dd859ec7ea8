export { auditRow } from './audit-row';
export { companyAuditPage } from './company-entries';
export { auditDiff } from './diff';
export type { AuditActor } from './write-audit';
export { auditActor, writeAudit } from './write-audit';
