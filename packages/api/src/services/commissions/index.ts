// Commissions: syncing one with its application, status and amount changes, the CSV export, the
// preview on a program, and the universities' and programs' commission terms.
export {
  AMOUNT_LOCKED_MESSAGE,
  COMMISSION_NOT_FOUND,
  moveCommission,
  REVERSED_COMMISSION_MESSAGE,
  SAME_COMMISSION_STATUS_MESSAGE,
  setCommissionAmount,
} from './commissions';
export { exportCommissionsCsv } from './export';
export { listCommissionPage } from './list';
export { commissionPreview } from './preview';
export { universityProgramRates, updateProgramRate, updateUniversityTerms } from './terms';
