import type { Executor } from '../../executor';
import { isId } from '@uniguide/domain';
import { toContactMessage, type ContactMessage } from './contact';

export async function findContactMessage(
  db: Executor,
  id: number,
): Promise<ContactMessage | undefined> {
  if (!isId(id)) return undefined;
  const row = await db
    .selectFrom('contactMessages')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toContactMessage(row) : undefined;
}

/** Marks a message handled by `userId`, or open again (which forgets who handled it). */
export async function setContactMessageHandled(
  db: Executor,
  id: number,
  handled: boolean,
  userId: number,
): Promise<ContactMessage | undefined> {
  const row = await db
    .updateTable('contactMessages')
    .set(
      handled
        ? { handledAt: new Date(), handledBy: userId, updatedAt: new Date() }
        : { handledAt: null, handledBy: null, updatedAt: new Date() },
    )
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toContactMessage(row) : undefined;
}
