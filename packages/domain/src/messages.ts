/** User-facing texts of docs/product.md §6, verbatim, so every screen shows the same words. */
export const MESSAGES = {
  loginSuccess: { title: 'Login successful', description: 'Welcome back!' },
  loginFailed: 'Login failed',
  loginFailedInline: 'Login failed. Please try again.',
  registrationSuccess: { title: 'Registration successful' },
  registrationFailed: 'Registration failed',
  registrationFailedInline: 'Registration failed. Please try again.',
  logoutSuccess: { title: 'Logged out', description: 'You have been successfully logged out' },
  logoutFailed: 'Logout failed',
  applicationCreateFailed: 'Failed to submit application',
  applicationSubmitted: {
    title: 'Application Submitted',
    description: 'Your application has been submitted successfully.',
    withDocuments: 'Your application and documents have been submitted successfully.',
  },
  applicationUpdateFailed: 'Failed to update application',
  applicationUpdated: {
    title: 'Application Updated',
    description: 'The application has been updated successfully.',
    withDocuments: 'The application and documents have been updated successfully.',
  },
  uploadFailed: 'Failed to upload documents. Please try again.',
  documentDeleteFailed: 'Failed to delete document',
  documentDeleted: {
    title: 'Document Deleted',
    description: 'The document has been removed successfully.',
  },
  deleteDocumentDialog: {
    title: 'Delete Document',
    description: 'Are you sure you want to delete this document? This action cannot be undone.',
  },
  statusUpdateFailed: 'Failed to update status',
  unknownError: 'An unknown error occurred',
  statusUpdated: 'Status updated successfully',
  adminStatsFailed: 'Failed to load admin dashboard statistics',
  applicationsLoadFailed: 'Error Loading Applications',
  applicationsLoadFailedDefault:
    'There was a problem loading your applications. Please try again later.',
  programsLoadFailed: 'Error loading programs. Please try again later.',
  noPrograms: 'No programs found matching your criteria. Try adjusting your filters.',
  programNotFound: 'Program Not Found',
  programNotFoundDescription:
    "The program you're looking for could not be found or has been removed.",
  applicationNotFound: 'Application Not Found',
  authRequired: 'Authentication Required',
  authRequiredDescription: 'Please log in to access this page.',
  pageNotFound: 'Page Not Found',
  noRecentActivity:
    'No recent activity to display. Start by browsing programs and submitting applications.',
  noApplications: 'No applications yet',
  noAdminApplications: 'No applications found',
  noAuditLogs: 'No audit logs found',
  inactiveAccount: 'Your account is inactive. Please contact support to reactivate it.',
  invalidCredentials: 'Invalid email or password',
  adminOnly: 'This console is for administrators only. Please use the agent portal.',
} as const;

export function registrationWelcome(brandName: string): string {
  return `Welcome to ${brandName}, your guide to UAE universities!`;
}

export function statusChangedMessage(statusText: string): string {
  return `Application status changed to ${statusText}`;
}
