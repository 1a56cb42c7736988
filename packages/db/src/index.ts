export * from './schema';
export * from './connect';
export * from './migrate';
export type { Executor } from './executor';
export type { OwnerScope } from './owner-scope';
export type {
  OnboardingAttendee,
  OnboardingBookingRow,
  OnboardingSlotRow,
} from './queries/onboarding';
export * as queries from './queries';
export type { Kysely, Transaction } from 'kysely';
export * from './seed';
export * from './job-queue';
export { serveSessionRelay } from './session-relay/serve';
export { connectSessionRelay } from './session-relay/connect';
