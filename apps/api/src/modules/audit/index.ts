export { auditRow } from './audit-row';
export { auditDiff } from './diff';
export type { AuditActor } from './write-audit';
export { auditActor, writeAudit } from './write-audit';
