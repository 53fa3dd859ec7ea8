export { companyMembershipsQuery } from './api/companyMemberships';
export { myMembershipsQuery, useMembershipIn, useMyMemberships } from './api/myMemberships';
export { InvitationsCard } from './components/InvitationsCard';
export { MemberPicker } from './components/MemberPicker';
export { PendingRequestsCard } from './components/PendingRequestsCard';
export { StatusChip } from './components/StatusChip';
