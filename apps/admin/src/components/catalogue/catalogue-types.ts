import type { Trpc } from '@uniguide/client';

// Read off the tRPC procedures, so an API change shows up here as a type error.
export type AdminUniversity = Trpc['admin']['university']['list']['~types']['output'][number];
export type AdminProgramPage = Trpc['admin']['program']['list']['~types']['output'];
export type AdminProgram = AdminProgramPage['items'][number];
export type ImportReport = Trpc['admin']['catalogue']['import']['~types']['output'];
export type ContactMessagePage = Trpc['admin']['contactMessage']['list']['~types']['output'];
export type ContactMessageItem = ContactMessagePage['items'][number];

/** A dialog about one university: closed, and without one, until a row's button picks it. */
export interface UniversityDialogProps {
  university?: { id: number; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}
