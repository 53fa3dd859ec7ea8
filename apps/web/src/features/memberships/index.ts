export { companyMembershipsQuery } from './api/companyMemberships';
export { useMembershipIn, useMyMemberships } from './api/myMemberships';
export { InvitationsCard } from './components/InvitationsCard';
export { StatusChip } from './components/StatusChip';
