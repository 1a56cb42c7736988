import { queries } from '@uniguide/db';
import {
  isoDay,
  addDays,
  EXPIRY_WARNING_DAYS,
  type CreateStudentInput,
  type Page,
  type Student,
  type StudentDetail,
  type StudentListRequest,
  type StudentSummary,
  type UpdateStudentInput,
  listWindow,
  toPage,
} from '@uniguide/domain';
import { listScope, ownerScope, type SignedInContext } from '../../access';
import {
  auditStudentCreated,
  guardStudentEmail,
  nationalityOf,
  studentNotFound,
  updateProfile,
} from './profile';

/** The app's page/pageSize, or REST's limit/offset (docs/product.md §8). */

/** The students the agent may read (an owner's: the agency's; admins: their own), by `sort`. */
export async function listStudents(
  ctx: SignedInContext,
  input: StudentListRequest,
  now = new Date(),
): Promise<Page<StudentSummary>> {
  const window = listWindow(input);
  const result = await queries.students.listStudents(ctx.db, {
    owner: listScope(ctx.user),
    search: input.search,
    counsellorId: input.counsellorId,
    sort: input.sort,
    expiringBy: addDays(isoDay(now), EXPIRY_WARNING_DAYS),
    ...window,
  });
  return toPage(result, window);
}

/** The student page: profile, documents on file and every application; admins may read any. */
export async function loadStudentDetail(ctx: SignedInContext, id: number): Promise<StudentDetail> {
  const row = await queries.students.findStudentRow(ctx.db, id, { owner: ownerScope(ctx.user) });
  if (!row) throw studentNotFound();
  const [documents, applications] = await Promise.all([
    queries.documents.listStudentDocuments(ctx.db, id),
    queries.students.listStudentApplications(ctx.db, id),
  ]);
  return { ...queries.students.toStudent(row), counsellorId: row.userId, documents, applications };
}

/** A new student of the signed-in agent; the unique index refuses an e-mail they already have. */
export async function createStudent(
  ctx: SignedInContext,
  input: CreateStudentInput,
): Promise<Student> {
  const row = await guardStudentEmail(() =>
    ctx.db.transaction().execute(async (tx) => {
      const created = await queries.students.insertStudent(tx, ctx.user.id, {
        ...queries.students.studentValues(input),
        ...nationalityOf(input.nationality, 'nationality'),
      });
      await auditStudentCreated(tx, ctx, created);
      return created;
    }),
  );
  return queries.students.toStudent(row);
}

/** Profile edits; the applications keep their snapshots (what was sent to the university). */
export async function updateStudent(
  ctx: SignedInContext,
  input: UpdateStudentInput,
): Promise<Student> {
  const row = await guardStudentEmail(() =>
    ctx.db.transaction().execute(async (tx) => {
      const student = await queries.students.findStudentRow(tx, input.id, {
        owner: ownerScope(ctx.user),
        forUpdate: true,
      });
      if (!student) throw studentNotFound();
      const { id: _id, ...fields } = input;
      return updateProfile(tx, ctx, student, {
        ...fields,
        ...(fields.email !== undefined ? { email: fields.email.trim() } : {}),
        ...(fields.nationality !== undefined
          ? nationalityOf(fields.nationality, 'nationality', student)
          : {}),
      });
    }),
  );
  return queries.students.toStudent(row);
}
