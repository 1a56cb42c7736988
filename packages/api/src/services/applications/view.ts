import { queries } from '@uniguide/db';
import {
  APPLICATION_STATUSES,
  canAgentAddDocuments,
  canAgentEdit,
  canAgentMove,
  canAdminMove,
  type ApplicationStatus,
  type CrossAgencyDuplicate,
} from '@uniguide/domain';
import type { Executor } from '../audit/audit';
import { applicationNotFound, ownerScope, type Reader } from '../../access';

/**
 * Which screen reads the application: the agent workspace (whose status select follows the agent
 * rules, for admins too, because application.update enforces them) or the admin console (canAdminMove).
 */
export type ApplicationSurface = 'agent' | 'admin';

export interface ApplicationView extends queries.applications.ApplicationDetail {
  /** The statuses the viewer may pick on this surface, the current one included, in workflow order. */
  allowedStatuses: ApplicationStatus[];
  /** Whether application.update accepts field changes now. */
  canEdit: boolean;
  canAddDocuments: boolean;
  /**
   * The admin console only: the same person applied for by other agencies. Never on the agent
   * surface: one agency does not learn of another's student.
   */
  duplicates?: CrossAgencyDuplicate[];
}

export function toApplicationView(
  detail: queries.applications.ApplicationDetail,
  surface: ApplicationSurface,
): ApplicationView {
  // An admin may not move a draft (it is the agent's until submitted), nor move anything to draft.
  const allowedStatuses = APPLICATION_STATUSES.filter((status) =>
    surface === 'admin'
      ? status === detail.status || canAdminMove(detail.status, status)
      : canAgentMove(detail.status, status),
  );
  return {
    ...detail,
    allowedStatuses,
    canEdit: canAgentEdit(detail.status),
    canAddDocuments: canAgentAddDocuments(detail.status),
  };
}

/** The full application as `user` may see it; 404 when it is missing or someone else's. */
export async function loadApplicationView(
  db: Executor,
  id: number,
  user: Reader,
  surface: ApplicationSurface,
): Promise<ApplicationView> {
  const detail = await queries.applications.findApplicationDetail(db, id, {
    owner: ownerScope(user),
  });
  if (!detail) throw applicationNotFound();
  const view = toApplicationView(detail, surface);
  if (surface !== 'admin') return view;
  const rows = await queries.students.findCrossAgencyDuplicates(db, detail.studentId);
  return {
    ...view,
    duplicates: rows.map((row) => ({
      applicationId: row.applicationId,
      status: row.status,
      programName: row.programName,
      agencyName: row.agencyName,
      studentRegisteredAt: row.studentRegisteredAt.toISOString(),
      thisStudentRegisteredAt: row.thisRegisteredAt.toISOString(),
      registeredFirst: row.studentRegisteredAt.getTime() < row.thisRegisteredAt.getTime(),
      matchedOn: [
        ...(row.samePassport ? (['passport-number'] as const) : []),
        ...(row.sameEmailAndBirth ? (['email-and-date-of-birth'] as const) : []),
      ],
    })),
  };
}
