import { queries } from '@uniguide/db';
import { adminProcedure, router } from '../../trpc';
import { adminApprovalRouter, adminInviteRouter, adminSettingsRouter } from './accounts';
import { adminAgencyRouter } from './agencies';
import { adminApplicationRouter } from './applications';
import { adminAuditLogRouter } from './audit-log';
import { adminCatalogueRouter } from './catalogue-import';
import { adminProgramRouter } from './catalogue-programs';
import { adminUniversityRouter } from './catalogue-universities';
import { adminChartsRouter } from './charts';
import { adminCommissionTermsRouter } from './commission-terms';
import { adminCommissionsRouter } from './commissions';
import { adminContactMessageRouter } from './contact-messages';
import { adminDocumentRouter } from './documents';
import { adminInboxRouter } from './inbox';
import { adminMarketingRouter } from '../marketing';
import { adminOnboardingRouter } from '../onboarding';
import { adminRequirementsRouter } from './requirements';
import { adminOutboxRouter } from './outbox';
import { adminUserRouter } from './users';
import { adminJourneyRouter } from '../journey';
import { adminVisaRouter } from '../visa';
import { adminCurrencyRateRouter } from '../quote';

/** The admin console's calls; every procedure requires an admin. */
export const adminRouter = router({
  stats: adminProcedure.query(({ ctx }) => queries.applications.adminStats(ctx.db)),
  application: adminApplicationRouter,
  user: adminUserRouter,
  approval: adminApprovalRouter,
  invite: adminInviteRouter,
  settings: adminSettingsRouter,
  agency: adminAgencyRouter,
  auditLog: adminAuditLogRouter,
  charts: adminChartsRouter,
  university: adminUniversityRouter,
  program: adminProgramRouter,
  catalogue: adminCatalogueRouter,
  contactMessage: adminContactMessageRouter,
  commissions: adminCommissionsRouter,
  commissionTerms: adminCommissionTermsRouter,
  requirements: adminRequirementsRouter,
  document: adminDocumentRouter,
  outbox: adminOutboxRouter,
  currencyRate: adminCurrencyRateRouter,
  inbox: adminInboxRouter,
  marketing: adminMarketingRouter,
  onboarding: adminOnboardingRouter,
  visa: adminVisaRouter,
  journey: adminJourneyRouter,
});
