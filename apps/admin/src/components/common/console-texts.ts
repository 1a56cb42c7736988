import { msg } from '@lingui/core/macro';

/**
 * The texts of docs/product.md §6 that the admin console shows, as messages: the English of each is
 * exactly the domain's `MESSAGES` text (console-texts.test.ts holds them together), and Arabic reads
 * them from the console's catalog (docs/decisions/067-translation-layer.md).
 */
export const CONSOLE_TEXTS = {
  statusUpdateFailed: msg`Failed to update status`,
  adminStatsFailed: msg`Failed to load admin dashboard statistics`,
  applicationNotFound: msg`Application Not Found`,
  noAdminApplications: msg`No applications found`,
  noAuditLogs: msg`No audit logs found`,
  unknownError: msg`An unknown error occurred`,
  pageNotFound: msg`Page Not Found`,
  adminOnly: msg`This console is for administrators only. Please use the agent portal.`,
} as const;
