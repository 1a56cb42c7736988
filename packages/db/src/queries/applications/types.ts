import type { Updateable } from 'kysely';
import type {
  AdminAttentionReason,
  ApplicationStatus,
  DocumentMeta,
  MessageSide,
  StatusHistoryEntry,
} from '@uniguide/domain';
import type { ApplicationRow, ApplicationsTable } from '../../schema';
import type { OwnerScope } from '../../owner-scope';

/** What every application read shows of its program (docs/product.md §4 "program summary"). */
export interface ApplicationProgram {
  id: number;
  name: string;
  degree: string | null;
  universityId: number;
  universityName: string;
  universityLogo: string | null;
  intakes: string[];
}

/** The agent who owns an application, as the admin console shows them. */
export interface ApplicationAgent {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  agencyName: string | null;
}

/** The date-time columns, which a record carries as ISO strings. */
type ApplicationTimes = 'submittedToUniversityDate' | 'submittedAt' | 'createdAt' | 'updatedAt';
/** The admin queue's and the inbox's columns, which stay inside db (the summaries carry them as `adminAttention`). */
type ApplicationQueueColumns =
  'adminAttentionSince' | 'adminAttentionReason' | 'awaitingReplySince';

/** The stored application with dates as ISO strings (docs/product.md §4 fields): its row, as the table declares it. */
export type ApplicationRecord = Omit<ApplicationRow, ApplicationTimes | ApplicationQueueColumns> & {
  submittedToUniversityDate: string | null;
  submittedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export interface ApplicationDetail extends ApplicationRecord {
  program: ApplicationProgram;
  agent: ApplicationAgent;
  documents: DocumentMeta[];
  /** Oldest first, so the list reads as one chain of changes. */
  statusHistory: StatusHistoryEntry[];
}

/** One row of the applications tables (agent list, admin list, dashboard). */
export interface ApplicationSummary {
  id: number;
  userId: number;
  studentId: number;
  programId: number;
  status: ApplicationStatus;
  studentFirstName: string;
  studentLastName: string;
  studentEmail: string;
  submittedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** When it went to the university (the decision clock starts there). */
  submittedToUniversityDate: string | null;
  /** Waiting for an admin since when, and why (null: not in the queue). */
  adminAttention: { since: string; reason: AdminAttentionReason } | null;
  program: Omit<ApplicationProgram, 'intakes'>;
  agent: ApplicationAgent;
}

export type NewApplicationValues = Pick<
  ApplicationRow,
  | 'userId'
  | 'studentId'
  | 'programId'
  | 'studentFirstName'
  | 'studentLastName'
  | 'studentEmail'
  | 'studentPhone'
  | 'studentDateOfBirth'
  | 'studentNationality'
  | 'studentGender'
  | 'highestQualification'
  | 'qualificationName'
  | 'institutionName'
  | 'graduationYear'
  | 'cgpa'
  | 'intakeDate'
  | 'notes'
> &
  Partial<Pick<ApplicationRow, 'studentNationalityCountry' | 'studentPassportNumber'>>;

export type ApplicationChanges = Omit<
  Updateable<ApplicationsTable>,
  'id' | 'userId' | 'programId' | 'createdAt'
>;

export interface ApplicationListFilter {
  /** Restricts the list to one agent's or one agency's applications; undefined = all (admins). */
  owner?: OwnerScope;
  status?: ApplicationStatus;
  /** Matches student name, student email or program name, case-insensitive. */
  search?: string;
  /** Leaves drafts out unless `status` asks for them (the admin console's lists). */
  excludeDrafts?: boolean;
  /** Only applications waiting for an admin (the queue, migration 0009). */
  needsAdmin?: boolean;
  /** Only applications whose agent side waits for an admin's reply (the inbox, migration 0026). */
  awaitingReply?: boolean;
  /** Only applications with the university; `overdueDays` (university id → days) keeps the overdue ones. */
  atUniversity?: { overdueDays?: ReadonlyMap<number, number> };
  /** Only applications with messages of the other side that this side has not read. */
  unreadBy?: MessageSide;
  sort?: ApplicationSort;
  /** Newest first ('desc', the default) or oldest first. */
  direction?: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export type ApplicationSort =
  | 'createdAt'
  | 'updatedAt'
  | 'adminAttentionSince'
  | 'submittedToUniversityDate'
  | 'awaitingReplySince';

export interface ApplicationCounts {
  active: number;
  finished: number;
}
