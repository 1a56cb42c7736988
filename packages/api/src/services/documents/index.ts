// Documents: uploads (direct and resumable), the list, deletion, downloads and expiry.
export {
  deleteDocument,
  FILE_TOO_LARGE_MESSAGE,
  FINISHED_ADD_MESSAGE,
  FINISHED_DELETE_MESSAGE,
  listDocuments,
  openDocumentDownload,
  UNSUPPORTED_FILE_MESSAGE,
} from './documents';
export { listExpiringDocuments, notifyExpiringDocuments, setDocumentExpiry } from './expiry';
export {
  findOwnResumableUpload,
  finishResumableUpload,
  forgetResumableUpload,
  type PartialUploadStore,
  type ResumableUploadLimits,
  startResumableUpload,
  sweepExpiredResumableUploads,
  UPLOAD_NOT_COMPLETE_MESSAGE,
  UPLOAD_NOT_FOUND_MESSAGE,
} from './resumable-uploads';
export {
  APPLICATION_OF_OTHER_STUDENT_MESSAGE,
  registerApplicationFile,
  registerUpload,
  registerUploadedDocument,
  type UploadedFile,
} from './upload';
