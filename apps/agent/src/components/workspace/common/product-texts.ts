import { msg } from '@lingui/core/macro';

/**
 * The texts of docs/product.md §6 that the workspace shows, as messages: the English of each is
 * exactly the domain's `MESSAGES` text (product-texts.test.ts holds them together), so English
 * screens and their tests are unchanged, and Arabic reads them from the app's catalog
 * (docs/decisions/067-translation-layer.md). The catalogue's own are in catalogue-messages.ts.
 */
export const PRODUCT_TEXTS = {
  applicationCreateFailed: msg`Failed to submit application`,
  applicationSubmitted: {
    title: msg`Application Submitted`,
    description: msg`Your application has been submitted successfully.`,
    withDocuments: msg`Your application and documents have been submitted successfully.`,
  },
  applicationUpdateFailed: msg`Failed to update application`,
  applicationUpdated: {
    title: msg`Application Updated`,
    description: msg`The application has been updated successfully.`,
    withDocuments: msg`The application and documents have been updated successfully.`,
  },
  uploadFailed: msg`Failed to upload documents. Please try again.`,
  documentDeleteFailed: msg`Failed to delete document`,
  documentDeleted: {
    title: msg`Document Deleted`,
    description: msg`The document has been removed successfully.`,
  },
  deleteDocumentDialog: {
    title: msg`Delete Document`,
    description: msg`Are you sure you want to delete this document? This action cannot be undone.`,
  },
  applicationsLoadFailed: msg`Error Loading Applications`,
  applicationsLoadFailedDefault: msg`There was a problem loading your applications. Please try again later.`,
  applicationNotFound: msg`Application Not Found`,
  noRecentActivity: msg`No recent activity to display. Start by browsing programs and submitting applications.`,
  noApplications: msg`No applications yet`,
  authRequired: msg`Authentication Required`,
  authRequiredDescription: msg`Please log in to access this page.`,
} as const;

/** The account banners' texts (docs/product.md §2); English exactly the domain's `ACCOUNT_MESSAGES`. */
export const ACCOUNT_TEXTS = {
  pendingApproval: msg`Your account is waiting for approval. You can save drafts, and submit them once an admin approves your account.`,
  declined: msg`Your account was not approved, so applications cannot be submitted. Please contact us if you think this is a mistake.`,
  unverifiedBanner: msg`Please verify your email address. We sent you a link when your account was created.`,
};
