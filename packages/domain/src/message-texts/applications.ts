/** Texts of docs/product.md §6: Applications, their documents and the lists that show them. */
export const applicationCreateFailed = 'Failed to submit application';
export const applicationSubmitted = {
  title: 'Application Submitted',
  description: 'Your application has been submitted successfully.',
  withDocuments: 'Your application and documents have been submitted successfully.',
} as const;
export const applicationUpdateFailed = 'Failed to update application';
export const applicationUpdated = {
  title: 'Application Updated',
  description: 'The application has been updated successfully.',
  withDocuments: 'The application and documents have been updated successfully.',
} as const;
export const uploadFailed = 'Failed to upload documents. Please try again.';
export const documentDeleteFailed = 'Failed to delete document';
export const documentDeleted = {
  title: 'Document Deleted',
  description: 'The document has been removed successfully.',
} as const;
export const deleteDocumentDialog = {
  title: 'Delete Document',
  description: 'Are you sure you want to delete this document? This action cannot be undone.',
} as const;
export const statusUpdateFailed = 'Failed to update status';
export const statusUpdated = 'Status updated successfully';
export const adminStatsFailed = 'Failed to load admin dashboard statistics';
export const applicationsLoadFailed = 'Error Loading Applications';
export const applicationsLoadFailedDefault =
  'There was a problem loading your applications. Please try again later.';
export const applicationNotFound = 'Application Not Found';
export const noRecentActivity =
  'No recent activity to display. Start by browsing programs and submitting applications.';
export const noApplications = 'No applications yet';
export const noAdminApplications = 'No applications found';
export const noAuditLogs = 'No audit logs found';
