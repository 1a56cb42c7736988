// Applications: creating, editing, attaching documents, submitting, status changes with their
// effects, the agent and admin lists, the dashboard counters, the view and the CSV export.
export { attachDocuments } from './attach-documents';
export { createApplication } from './create';
export { applicationStats } from './dashboard';
export { EXPORT_HEADER, exportApplicationsCsv } from './export';
export { adminApplicationList, agentListRows } from './lists';
export {
  BACK_TO_DRAFT_MESSAGE,
  changeApplicationStatus,
  SAME_STATUS_MESSAGE,
} from './status-change';
export { submitApplication } from './submit';
export { EDIT_LOCKED_MESSAGE, STALE_UPDATE_MESSAGE, updateApplication } from './update';
export { type ApplicationView, loadApplicationView } from './view';
