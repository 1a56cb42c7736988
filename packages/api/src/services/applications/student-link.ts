import { queries, type ApplicationRow } from '@uniguide/db';
import type { AuditActor, Executor } from '../audit/audit';
import {
  APPLICATION_COLUMN_OF,
  STUDENT_PROFILE_KEYS,
  profileOfApplication,
  resolveApplicationStudent,
  updateProfile,
} from '../students/profile';
import type { ApplicationFieldValues } from './fields';

/**
 * Keeps an edited application's student in step, inside the edit's transaction, and answers the
 * student id the application should now carry. A new e-mail re-resolves the student as creation
 * does (the agent's student with that e-mail, or a new one) and takes along the files only this
 * application holds; other student fields refresh the linked profile.
 */
export async function syncApplicationStudent(
  tx: Executor,
  actor: AuditActor,
  row: ApplicationRow,
  changes: Partial<ApplicationFieldValues>,
): Promise<number> {
  const changedKeys = STUDENT_PROFILE_KEYS.filter((key) => APPLICATION_COLUMN_OF[key] in changes);
  if (changedKeys.length === 0) return row.studentId;
  const next = profileOfApplication({ ...row, ...changes });
  const emailChanged = next.email.toLowerCase() !== row.studentEmail.trim().toLowerCase();
  if (!emailChanged) {
    const student = await queries.students.findStudentRow(tx, row.studentId, { forUpdate: true });
    if (student) {
      const fields = Object.fromEntries(changedKeys.map((key) => [key, next[key]]));
      await updateProfile(tx, actor, student, fields);
    }
    return row.studentId;
  }
  const student = await resolveApplicationStudent(tx, actor, {
    ownerId: row.userId,
    values: next,
  });
  if (student.id !== row.studentId) {
    await queries.documents.moveApplicationOnlyDocuments(tx, row.id, row.studentId, student.id);
  }
  return student.id;
}
