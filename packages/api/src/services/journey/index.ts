// The journey after an offer: stages, attestation, first-year costs, visa checklists and the
// admin queue.
export { NO_JOURNEY_MESSAGE } from './application';
export { loadAttestation, setAttestation } from './attestation';
export { firstYearCosts, setFeeLines, universityFees } from './costs';
export {
  ADMIN_STAGE_MESSAGE,
  loadJourney,
  recordAdminStage,
  recordAgentStage,
  REGISTERED_LOCKED_MESSAGE,
  stageBlockedMessage,
  withdrawJourney,
  WITHDRAWN_MESSAGE,
} from './journey';
export { journeyNextSteps, journeyQueue } from './queue';
export {
  applicationVisaChecklist,
  countryList,
  listVisaChecklists,
  mapNationality,
  setVisaChecklist,
  unmappedNationalities,
  visaChecklistFor,
} from './visa-checklists';
