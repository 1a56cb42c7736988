import { adminRouter } from './routers/admin';
import { agencyRouter } from './routers/agency';
import { applicationRouter } from './routers/application';
import { authRouter } from './routers/auth';
import { commissionRouter } from './routers/commission';
import { contactRouter } from './routers/contact';
import { documentRouter } from './routers/document';
import { marketingRouter } from './routers/marketing';
import { messageRouter } from './routers/message';
import { notificationRouter } from './routers/notification';
import { onboardingRouter } from './routers/onboarding';
import { programRouter } from './routers/program';
import { savedProgramRouter } from './routers/saved-program';
import { studentRouter } from './routers/student';
import { universityRouter } from './routers/university';
import { userRouter } from './routers/user';
import { visaRouter } from './routers/visa';
import { journeyRouter } from './routers/journey';
import { attestationRouter } from './routers/journey/attestation';
import { quoteRouter, shareLinkRouter, shareRouter } from './routers/quote';
import { router } from './trpc';

/**
 * The whole API. Each area registers one line here; keys are areas and verbs (`application.list`).
 */
export const appRouter = router({
  auth: authRouter,
  user: userRouter,
  application: applicationRouter,
  student: studentRouter,
  document: documentRouter,
  notification: notificationRouter,
  admin: adminRouter,
  program: programRouter,
  university: universityRouter,
  savedProgram: savedProgramRouter,
  contact: contactRouter,
  commission: commissionRouter,
  agency: agencyRouter,
  message: messageRouter,
  marketing: marketingRouter,
  onboarding: onboardingRouter,
  visa: visaRouter,
  journey: journeyRouter,
  attestation: attestationRouter,
  quote: quoteRouter,
  shareLink: shareLinkRouter,
  share: shareRouter,
});

export type AppRouter = typeof appRouter;
