import { accountRows } from './accounts';
import { adminRows } from './admin';
import { agencyRows } from './agencies';
import { adminCatalogueRows } from './admin-catalogue';
import { applicationRows } from './applications';
import { authRows } from './auth';
import { catalogueRows } from './catalogue';
import { commissionRows } from './commissions';
import { conversationRows, messageRows } from './conversation';
import { documentRows } from './documents';
import { journeyRows } from './journey';
import { marketingRows } from './marketing';
import { notificationRows } from './notifications';
import { onboardingRows } from './onboarding';
import { quoteRows } from './quotes';
import { studentRows } from './students';
import type { RestRow } from './types';
import { userRows } from './user';

export type { RestRow } from './types';

/** Every REST row (docs/product.md §8); the server registers and documents exactly these. */
export const restRows: RestRow[] = [
  ...authRows,
  ...userRows,
  ...applicationRows,
  ...studentRows,
  ...documentRows,
  ...notificationRows,
  ...adminRows,
  ...adminCatalogueRows,
  ...catalogueRows,
  ...commissionRows,
  ...agencyRows,
  ...conversationRows,
  ...messageRows,
  ...accountRows,
  ...journeyRows,
  ...quoteRows,
  ...marketingRows,
  ...onboardingRows,
];
