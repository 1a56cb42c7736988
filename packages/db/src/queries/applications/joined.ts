import type { ExpressionBuilder } from 'kysely';
import type { Executor } from '../../executor';
import type { ApplicationRow, DB } from '../../schema';
import type { ApplicationSummary } from './types';

// The applications joined to their program, university and owner, and the summary row read from
// them: shared by the list (list.ts) and the detail (applications.ts).

export function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export function joinedApplications(db: Executor) {
  return db
    .selectFrom('applications as a')
    .innerJoin('programs as p', 'p.id', 'a.programId')
    .innerJoin('universities as u', 'u.id', 'p.universityId')
    .innerJoin('users as owner', 'owner.id', 'a.userId');
}

type JoinedEb = ExpressionBuilder<
  DB & { a: DB['applications']; p: DB['programs']; u: DB['universities']; owner: DB['users'] },
  'a' | 'p' | 'u' | 'owner'
>;

/** The program, university and owner columns every joined read shows. */
export const joinedColumns = [
  'p.name as programName',
  'p.degree as programDegree',
  'p.intakes as programIntakes',
  'u.id as universityId',
  'u.name as universityName',
  'owner.username as agentUsername',
  'owner.firstName as agentFirstName',
  'owner.lastName as agentLastName',
  'owner.agencyName as agentAgencyName',
] as const;

export const summaryColumns = [
  'a.id',
  'a.userId',
  'a.studentId',
  'a.programId',
  'a.status',
  'a.studentFirstName',
  'a.studentLastName',
  'a.studentEmail',
  'a.submittedAt',
  'a.createdAt',
  'a.updatedAt',
  'a.submittedToUniversityDate',
  'a.adminAttentionSince',
  'a.adminAttentionReason',
  ...joinedColumns,
] as const;

export function universityLogo(eb: JoinedEb) {
  return eb.fn.coalesce('u.logoUrl', 'u.imageUrl').as('universityLogo');
}

type JoinedSummaryRow = Pick<
  ApplicationRow,
  | 'id'
  | 'userId'
  | 'studentId'
  | 'programId'
  | 'status'
  | 'studentFirstName'
  | 'studentLastName'
  | 'studentEmail'
  | 'submittedAt'
  | 'createdAt'
  | 'updatedAt'
  | 'submittedToUniversityDate'
  | 'adminAttentionSince'
  | 'adminAttentionReason'
> & {
  programName: string;
  programDegree: string | null;
  programIntakes: string[];
  universityId: number;
  universityName: string;
  universityLogo: string | null;
  agentUsername: string;
  agentFirstName: string | null;
  agentLastName: string | null;
  agentAgencyName: string | null;
};

export function toSummary(row: JoinedSummaryRow): ApplicationSummary {
  return {
    id: row.id,
    userId: row.userId,
    studentId: row.studentId,
    programId: row.programId,
    status: row.status,
    studentFirstName: row.studentFirstName,
    studentLastName: row.studentLastName,
    studentEmail: row.studentEmail,
    submittedAt: iso(row.submittedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    submittedToUniversityDate: iso(row.submittedToUniversityDate),
    adminAttention:
      row.adminAttentionSince && row.adminAttentionReason
        ? { since: iso(row.adminAttentionSince)!, reason: row.adminAttentionReason }
        : null,
    program: {
      id: row.programId,
      name: row.programName,
      degree: row.programDegree,
      universityId: row.universityId,
      universityName: row.universityName,
      universityLogo: row.universityLogo,
    },
    agent: {
      id: row.userId,
      username: row.agentUsername,
      firstName: row.agentFirstName,
      lastName: row.agentLastName,
      agencyName: row.agentAgencyName,
    },
  };
}
