import {
  ZApplicationIdInput,
  ZAttachmentIdInput,
  ZMarkMessagesReadInput,
  ZMessageListInput,
  ZSendMessageInput,
} from '@uniguide/domain';
import { deleteUnsentAttachment, listUnsentAttachments } from '../../services/conversation';
import {
  listMessages,
  markMessagesRead,
  sendMessage,
  unreadMessageCount,
} from '../../services/conversation';
import { router, signedInProcedure } from '../../trpc';

/**
 * Each application's thread between its agent (and their agency's owner) and the admins
 * (docs/decisions/024-application-conversation.md); another agency gets 404.
 */
export const messageRouter = router({
  list: signedInProcedure
    .input(ZMessageListInput)
    .query(({ ctx, input }) => listMessages(ctx, input)),

  send: signedInProcedure
    .input(ZSendMessageInput)
    .mutation(({ ctx, input }) => sendMessage(ctx, input)),

  markRead: signedInProcedure
    .input(ZMarkMessagesReadInput)
    .mutation(({ ctx, input }) => markMessagesRead(ctx, input.applicationId)),

  unreadCount: signedInProcedure.query(({ ctx }) => unreadMessageCount(ctx)),

  /** The caller's attachments on the application that no message carries yet (theirs alone). */
  unsentAttachments: signedInProcedure
    .input(ZApplicationIdInput)
    .query(({ ctx, input }) => listUnsentAttachments(ctx, input.applicationId)),

  /** Removes one of the caller's unsent attachments, bytes and all. */
  deleteAttachment: signedInProcedure
    .input(ZAttachmentIdInput)
    .mutation(({ ctx, input }) => deleteUnsentAttachment(ctx, input.id)),
});
