// The conversation around an application: messages and their attachments, document requests,
// the review of documents, the checklist and requirement lists.
export {
  ATTACHMENT_NOT_FOUND,
  deleteUnsentAttachment,
  listUnsentAttachments,
  sweepUnsentAttachments,
} from './attachments';
export { loadChecklist } from './checklist';
export {
  listMessages,
  listUniversityDocuments,
  markMessagesRead,
  sendMessage,
  unreadMessageCount,
} from './messages';
export {
  cancelDocumentRequest,
  listApplicationRequests,
  listOpenRequests,
  REQUEST_NOT_OPEN_MESSAGE,
  requestDocuments,
} from './requests';
export {
  programRequirements,
  setProgramRequirements,
  setUniversityRequirements,
  STALE_REQUIREMENTS_MESSAGE,
  universityRequirements,
} from './requirements';
export { reviewDocument, setDocumentType } from './review';
