import type { Trpc } from '@uniguide/client';

// Read off the tRPC procedures, so a change in the API's answers shows up here as a type error.

/** `student.list`: one page of the agent's students. */
export type StudentListPage = Trpc['student']['list']['~types']['output'];
export type StudentListItem = StudentListPage['items'][number];

/** The students list's two faces (table and phone cards) take the same props. */
export interface StudentListProps {
  items: readonly StudentListItem[];
  /** An owner's list, naming the member who looks after each student. */
  showCounsellor?: boolean;
}

/** `student.byId`: the profile, the documents on file and every application. */
export type StudentProfile = Trpc['student']['byId']['~types']['output'];
export type StudentDocument = StudentProfile['documents'][number];
export type StudentApplication = StudentProfile['applications'][number];
