import { type Message, message } from './message';

/** What the document manager says, word for word in English; the web translates by code. */
export const documentMessages = {
  forbidden: message('document.forbidden', {}, 'Only the company’s admins may manage documents.'),
  nameTaken: message('document.folder_name_taken', {}, 'A folder of this name is already there.'),
  tooDeep: message('document.folder_too_deep', {}, 'A folder can only be placed in a top-level folder.'),
  folderUnknown: message('document.folder_unknown', {}, 'This folder does not belong to the company.'),
  folderNotEmpty: (documents: number) =>
    message(
      'document.folder_not_empty',
      { documents },
      `The folder holds ${documents} documents or folders; delete it with them to go on.`,
    ),
  notMustRead: message('document.not_must_read', {}, 'This document does not ask to be confirmed.'),
  noMembership: message('document.no_membership', {}, 'Only a member of the company can confirm having read a document.'),
} as const satisfies Record<string, Message | ((...values: never[]) => Message)>;
