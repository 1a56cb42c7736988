import { queries } from '@uniguide/db';
import {
  AppError,
  CONTACT_THANK_YOU,
  listWindow,
  toPage,
  type ContactInput,
  type ZContactMessageListInput,
  type ZSetContactHandledInput,
} from '@uniguide/domain';
import type { z } from 'zod';
import type { SignedInContext } from '../../access';
import type { Context } from '../../context';
import { writeAudit } from '../audit/audit';

// The public contact form (docs/product.md §11): messages are stored and listed for admins, newest
// first, and marked handled there; nothing is sent anywhere.

const MESSAGE_NOT_FOUND = 'Message not found';

export function sendContactMessage(ctx: Context, input: ContactInput) {
  return ctx.db.transaction().execute(async (trx) => {
    const message = await queries.contact.insertContactMessage(trx, {
      ...input,
      ipAddress: ctx.meta.ip,
    });
    await writeAudit(trx, ctx, {
      action: 'contact_message_sent',
      resourceType: 'contact_message',
      resourceId: message.id,
      newData: { name: input.name, email: input.email, subject: input.subject },
    });
    return { id: message.id, message: CONTACT_THANK_YOU };
  });
}

export async function listContactMessages(
  ctx: SignedInContext,
  input: z.infer<typeof ZContactMessageListInput>,
) {
  const window = listWindow(input);
  return toPage(
    await queries.contact.listContactMessages(ctx.db, { handled: input.handled, ...window }),
    window,
  );
}

export function setContactHandled(
  ctx: SignedInContext,
  input: z.infer<typeof ZSetContactHandledInput>,
) {
  return ctx.db.transaction().execute(async (tx) => {
    const before = await queries.contact.findContactMessage(tx, input.id);
    if (!before) throw new AppError('NOT_FOUND', MESSAGE_NOT_FOUND);
    const updated = await queries.contact.setContactMessageHandled(
      tx,
      input.id,
      input.handled,
      ctx.user.id,
    );
    if (!updated) throw new AppError('NOT_FOUND', MESSAGE_NOT_FOUND);
    await writeAudit(tx, ctx, {
      action: input.handled ? 'contact_message_handled' : 'contact_message_reopened',
      resourceType: 'contact_message',
      resourceId: input.id,
      previousData: { handledAt: before.handledAt, handledBy: before.handledBy },
      newData: { handledAt: updated.handledAt, handledBy: updated.handledBy },
    });
    return updated;
  });
}
