// The admin queue's views and the decision clock. No zod here, so the console's first page can read
// its address bar without the schemas (docs/decisions/012-first-page-javascript.md).
import type { ApplicationStatus } from '../application/status';

/**
 * The admin list's views: applications needing an admin (the default: submitted, resubmitted after
 * incomplete, requests resolved; oldest first), everything but drafts, those with the university
 * longest first, those past their university's median turnaround + 50 %, or those whose agent wrote
 * last and waits for an admin's reply, longest waiting first (docs/decisions/047-admin-inbox-and-marketing-kit.md).
 */
export const ADMIN_QUEUE_VIEWS = [
  'needs-admin',
  'all',
  'waiting-longest',
  'overdue',
  'awaiting-reply',
] as const;
export type AdminQueueView = (typeof ADMIN_QUEUE_VIEWS)[number];

export const ADMIN_ATTENTION_REASONS = ['submitted', 'resubmitted', 'requests-resolved'] as const;
export type AdminAttentionReason = (typeof ADMIN_ATTENTION_REASONS)[number];

/** Overdue once the time with the university passes the median by this factor. */
export const OVERDUE_FACTOR = 1.5;

export interface DecisionClock {
  /** When the application went to the university, and days since (null when it is not there). */
  since: string | null;
  days: number | null;
  medianDays: number | null;
  /** Past the median + 50 %. */
  overdue: boolean;
}

/** Pure: the clock of an application with the university `since`, against its median. */
export function decisionClock(
  since: Date | null,
  medianDays: number | null,
  now: Date,
): DecisionClock {
  if (!since) return { since: null, days: null, medianDays, overdue: false };
  const days = Math.max(0, (now.getTime() - since.getTime()) / 86_400_000);
  return {
    since: since.toISOString(),
    days: Math.round(days * 10) / 10,
    medianDays,
    overdue: medianDays !== null && days > medianDays * OVERDUE_FACTOR,
  };
}

/** One thread of the admin inbox: an application whose agent side wrote last, waiting since. */
export interface AdminInboxThread {
  applicationId: number;
  status: ApplicationStatus;
  studentName: string;
  programName: string;
  universityName: string;
  agentName: string;
  agencyName: string | null;
  /** The oldest unanswered message of the agent side. */
  waitingSince: string;
  /** The latest unanswered message: who wrote it and its start. */
  lastMessage: { authorName: string; excerpt: string; createdAt: string };
  /** Agent-side messages no admin has read. */
  unreadMessages: number;
}

/** The console's navigation count: threads waiting for an admin's reply. */
export interface AdminInboxCount {
  count: number;
}
