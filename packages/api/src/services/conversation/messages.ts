import { queries } from '@uniguide/db';
import {
  AGENT_MESSAGE_NOTIFICATION_TYPE,
  AGENT_MESSAGE_TITLE,
  AppError,
  DRAFT_THREAD_LOCKED_MESSAGE,
  listWindow,
  truncateText,
  toPage,
  type ApplicationItemsInput,
  type ApplicationMessage,
  type MessageListInput,
  type MessageSide,
  type SendMessageInput,
} from '@uniguide/domain';
import { listScope, type SignedInContext } from '../../access';
import { writeAudit } from '../audit/audit';
import { adminApplicationLink, notifyAgentOfApplicationNews } from '../notifications/notifications';
import { readableApplication } from '../applications/readable';

/** A message's notification quotes at most this much of it (139 characters and "…" when cut). */
const NOTIFICATION_TEXT_LENGTH = 140;

/** Which side of the thread the user writes on: admins for the admins, everyone else as the agent. */
export function sideOf(ctx: SignedInContext): MessageSide {
  return ctx.user.role === 'admin' ? 'admin' : 'agent';
}

/** The admins' side of a draft's thread stays closed: a draft is the agent's (docs/product.md §5.2). */
export function refuseAdminOnDraft(side: MessageSide, status: string): void {
  if (side === 'admin' && status === 'draft')
    throw new AppError('CONFLICT', DRAFT_THREAD_LOCKED_MESSAGE);
}

/**
 * Sends a message on the application's thread (its owner's scope, or any for admins; anyone else
 * gets 404). Attachments the sender uploaded for it come with it. The message, its audit row, the
 * thread's place in the admin inbox and the notification (the agent's, for an admin's message; the
 * admin team's, when an agent's message starts a wait) commit together, under the application's lock.
 */
export async function sendMessage(
  ctx: SignedInContext,
  input: SendMessageInput,
): Promise<ApplicationMessage> {
  const id = await ctx.db.transaction().execute(async (tx) => {
    const application = await readableApplication(tx, ctx, input.applicationId, true);
    const side = sideOf(ctx);
    refuseAdminOnDraft(side, application.status);
    const messageId = await queries.conversation.insertMessage(tx, {
      applicationId: application.id,
      authorId: ctx.user.id,
      side,
      body: input.body,
    });
    const attached = await queries.conversation.attachToMessage(tx, {
      messageId,
      applicationId: application.id,
      uploadedBy: ctx.user.id,
      documentIds: [...new Set(input.attachmentIds ?? [])],
    });
    await writeAudit(tx, ctx, {
      action: 'message_sent',
      resourceType: 'application_message',
      resourceId: messageId,
      newData: { applicationId: application.id, side, attachmentIds: attached },
    });
    const text = truncateText(input.body, NOTIFICATION_TEXT_LENGTH);
    const turned = await queries.conversation.recordThreadTurn(tx, {
      id: messageId,
      applicationId: application.id,
      side,
    });
    if (side === 'admin') {
      await notifyAgentOfApplicationNews(tx, {
        application,
        actorId: ctx.user.id,
        kind: 'message',
        text,
      });
      // Answered: the team's "new message from an agent" notifications have done their work.
      if (turned) {
        await queries.conversation.readAdminTeamNotifications(tx, {
          applicationId: application.id,
          type: AGENT_MESSAGE_NOTIFICATION_TYPE,
        });
      }
    } else if (turned) {
      await queries.conversation.notifyAdminTeam(tx, {
        type: AGENT_MESSAGE_NOTIFICATION_TYPE,
        title: AGENT_MESSAGE_TITLE,
        body: `${application.studentFirstName} ${application.studentLastName}'s application: ${text}`,
        link: adminApplicationLink(application.id),
        applicationId: application.id,
      });
    }
    return messageId;
  });
  const page = await queries.conversation.listMessages(ctx.db, input.applicationId, {
    limit: 1,
    offset: await queries.conversation.messagePosition(ctx.db, input.applicationId, id),
  });
  return page.items[0]!;
}

/** A page of the thread, oldest first. */
export async function listMessages(ctx: SignedInContext, input: MessageListInput) {
  const application = await readableApplication(ctx.db, ctx, input.applicationId);
  const window = listWindow(input);
  return toPage(await queries.conversation.listMessages(ctx.db, application.id, window), window);
}

/** Marks the other side's messages read (their read receipts); audited when any was unread. */
export async function markMessagesRead(
  ctx: SignedInContext,
  applicationId: number,
): Promise<{ updated: number }> {
  return ctx.db.transaction().execute(async (tx) => {
    const application = await readableApplication(tx, ctx, applicationId);
    const side = sideOf(ctx);
    const ids = await queries.conversation.markMessagesRead(tx, applicationId, side);
    // The agent side read the admins' messages: the "New message" notifications they raised are
    // read too. They went to the application's agent, who may not be the reader (an agency owner
    // reads a counsellor's thread); left unread, that agent's bell would count them for good.
    const notificationIds =
      side === 'agent'
        ? await queries.notifications.markNotificationsRead(tx, application.userId, {
            applicationId,
            type: 'new_message',
          })
        : [];
    if (ids.length > 0 || notificationIds.length > 0) {
      await writeAudit(tx, ctx, {
        action: 'messages_read',
        resourceType: 'application',
        resourceId: applicationId,
        newData: { messageIds: ids, notificationIds, side },
      });
    }
    return { updated: ids.length };
  });
}

/** The bell's count: the other side's unread messages in the user's scope (admins: all). */
export async function unreadMessageCount(ctx: SignedInContext): Promise<{ count: number }> {
  const side = sideOf(ctx);
  return {
    count: await queries.conversation.countUnreadMessages(
      ctx.db,
      side,
      side === 'admin' ? undefined : listScope(ctx.user),
    ),
  };
}

/** The files the university sent for the application, newest first, a page at a time. */
export async function listUniversityDocuments(ctx: SignedInContext, input: ApplicationItemsInput) {
  await readableApplication(ctx.db, ctx, input.applicationId);
  const window = listWindow(input);
  return toPage(
    await queries.conversation.listUniversityDocuments(ctx.db, input.applicationId, window),
    window,
  );
}
