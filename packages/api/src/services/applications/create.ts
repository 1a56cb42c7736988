import { queries } from '@uniguide/db';
import {
  AppError,
  duplicateApplicationMessage,
  type CreateApplicationInput,
} from '@uniguide/domain';
import { writeAudit, type Executor } from '../audit/audit';
import {
  guardStudentEmail,
  profileOfApplication,
  resolveApplicationStudent,
} from '../students/profile';
import { ownerScope, type SignedInContext } from '../../access';
import {
  APPLICATION_FIELD_KEYS,
  pickValues,
  withStoredNationality,
  type StoredApplicationFields,
} from './fields';
import { loadApplicationView, type ApplicationView } from './view';

/**
 * Creates the application as a draft with its first history row (none → draft), for the student it
 * names or the agent's student with its e-mail (created when new; resolveApplicationStudent). The
 * apply flow uploads the documents next and then calls submit, so a failed upload never leaves a
 * "submitted" application with missing files (docs/product.md §7).
 */
export async function createApplication(
  ctx: SignedInContext,
  request: CreateApplicationInput,
): Promise<ApplicationView> {
  const input = withStoredNationality(request);
  const id = await guardStudentEmail(() =>
    ctx.db.transaction().execute(async (tx) => {
      const program = await queries.applications.findApplicableProgram(tx, input.programId);
      if (!program) throw new AppError('NOT_FOUND', 'Program not found');
      const student = await resolveApplicationStudent(tx, ctx, {
        ownerId: ctx.user.id,
        scope: ownerScope(ctx.user),
        studentId: input.studentId,
        values: profileOfApplication({
          ...input,
          studentNationalityCountry: input.studentNationalityCountry ?? null,
          cgpa: input.cgpa ?? null,
          // Not sent: the profile keeps the passport number it has (null clears it).
          studentPassportNumber: input.studentPassportNumber,
        }),
      });
      await refuseDuplicate(tx, { studentId: student.id, programId: program.id, input });
      return insertDraft(tx, ctx, input, student, program.id);
    }),
  );
  return loadApplicationView(ctx.db, id, ctx.user, 'agent');
}

/**
 * One active application per student, program and intake: a second is refused (409) naming the
 * first. The student's row lock makes two creates at once queue, so the second sees the first.
 */
async function refuseDuplicate(
  tx: Executor,
  match: { studentId: number; programId: number; input: CreateApplicationInput },
): Promise<void> {
  await queries.students.findStudentRow(tx, match.studentId, { forUpdate: true });
  const existing = await queries.applications.findActiveDuplicate(tx, {
    studentId: match.studentId,
    programId: match.programId,
    intakeDate: match.input.intakeDate,
  });
  if (!existing) return;
  const message = duplicateApplicationMessage(existing);
  throw new AppError('CONFLICT', message, [{ path: 'intakeDate', message }]);
}

async function insertDraft(
  tx: Executor,
  ctx: SignedInContext,
  input: CreateApplicationInput &
    Partial<Pick<StoredApplicationFields, 'studentNationalityCountry'>>,
  student: { id: number; userId: number; passportNumber: string | null },
  programId: number,
): Promise<number> {
  // The application belongs to the student's counsellor, so an owner applying for a counsellor's
  // student leaves it in that counsellor's list too.
  const row = await queries.applications.insertApplication(tx, {
    userId: student.userId,
    studentId: student.id,
    programId,
    studentFirstName: input.studentFirstName,
    studentLastName: input.studentLastName,
    studentEmail: input.studentEmail,
    studentPhone: input.studentPhone,
    studentDateOfBirth: input.studentDateOfBirth,
    studentPassportNumber: student.passportNumber,
    studentNationality: input.studentNationality,
    studentNationalityCountry: input.studentNationalityCountry ?? null,
    studentGender: input.studentGender,
    highestQualification: input.highestQualification,
    qualificationName: input.qualificationName,
    institutionName: input.institutionName,
    graduationYear: input.graduationYear,
    cgpa: input.cgpa || null,
    intakeDate: input.intakeDate,
    notes: input.notes || null,
  });
  await queries.applications.insertStatusHistory(tx, {
    applicationId: row.id,
    fromStatus: null,
    toStatus: row.status,
    changedBy: ctx.user.id,
  });
  await writeAudit(tx, ctx, {
    action: 'application_created',
    resourceType: 'application',
    resourceId: row.id,
    newData: {
      programId: row.programId,
      studentId: row.studentId,
      status: row.status,
      ...pickValues(row, APPLICATION_FIELD_KEYS),
    },
  });
  return row.id;
}
