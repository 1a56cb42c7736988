import type { Executor } from '../../executor';
import { toContactMessage, type ContactMessage } from './contact';

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
