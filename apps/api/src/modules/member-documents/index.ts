export { addMemberDocument, papersExpiringBy } from './member-documents';
export { default as memberDocumentRoutes } from './routes';
export { MEMBER_DOCUMENT_WARN_DAYS, paperProblems } from './validity';
