import { createHash, randomBytes } from 'node:crypto';
import { queries } from '@uniguide/db';
import { AppError, type CreateShareLinkInput, type ShareLinkSummary } from '@uniguide/domain';
import { formatUtcLongDay } from '@uniguide/domain/format-date';
import { ownerScope, type SignedInContext } from '../../access';
import { enqueueEmail, languageForAddress } from '../mail/outbox';
import { writeAudit } from '../audit/audit';
import { studentNotFound } from '../students/profile';
import { QUOTE_NOT_FOUND_MESSAGE, agencyOf } from './quotes';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SHARE_LINK_NOT_FOUND_MESSAGE = 'Link not found';

/** Only the SHA-256 of a link's token is kept: a leaked table opens no student's page. */
export function shareTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The student's page on the agent host. */
export function shareLinkUrl(publicAgentUrl: string, token: string): string {
  return `${publicAgentUrl.replace(/\/$/, '')}/s/${token}`;
}

type ShareLinkRow = Awaited<ReturnType<typeof queries.quotes.listShareLinks>>[number];

function toSummary(row: ShareLinkRow, now = new Date()): ShareLinkSummary {
  const iso = (value: Date | string | null) =>
    value === null ? null : new Date(value).toISOString();
  const expiresAt = new Date(row.expiresAt);
  return {
    id: row.id,
    quoteId: row.quoteId,
    createdAt: new Date(row.createdAt).toISOString(),
    expiresAt: expiresAt.toISOString(),
    revokedAt: iso(row.revokedAt),
    lastUsedAt: iso(row.lastUsedAt),
    state: row.revokedAt !== null ? 'revoked' : expiresAt <= now ? 'expired' : 'active',
  };
}

/**
 * A new link for one of the agent's students: an unguessable token (256 bits), answered once to the
 * agent (to copy) and, when asked, e-mailed to the student; only its hash is stored. Audited.
 */
export async function createShareLink(ctx: SignedInContext, input: CreateShareLinkInput) {
  const student = await queries.students.findStudentRow(ctx.db, input.studentId, {
    owner: ownerScope(ctx.user),
  });
  if (!student) throw studentNotFound();
  if (input.quoteId) {
    const quote = await queries.quotes.findQuote(ctx.db, input.quoteId, ownerScope(ctx.user));
    if (!quote || quote.studentId !== student.id) {
      throw new AppError('NOT_FOUND', QUOTE_NOT_FOUND_MESSAGE);
    }
  }
  const token = randomBytes(32).toString('base64url');
  const url = shareLinkUrl(ctx.config.publicAgentUrl, token);
  const expiresAt = new Date(Date.now() + input.expiresInDays * DAY_MS);
  const link = await ctx.db.transaction().execute(async (tx) => {
    const row = await queries.quotes.insertShareLink(tx, {
      studentId: student.id,
      quoteId: input.quoteId ?? null,
      tokenHash: shareTokenHash(token),
      createdBy: ctx.user.id,
      expiresAt,
    });
    await writeAudit(tx, ctx, {
      action: 'share_link_created',
      resourceType: 'share_link',
      resourceId: row.id,
      newData: {
        studentId: student.id,
        quoteId: row.quoteId,
        expiresAt,
        emailedTo: input.sendEmail ? student.email : null,
      },
    });
    if (input.sendEmail) {
      const agency = await agencyOf(tx, student.userId);
      // The student has no account: the agent's language, unless the address chose one
      // (docs/decisions/079-email-language.md).
      const language = await languageForAddress(tx, student.email, ctx.language);
      await enqueueEmail(tx, {
        to: student.email,
        template: 'student_link',
        props: {
          studentFirstName: student.firstName,
          agencyName: agency.name,
          linkUrl: url,
          validUntil: formatUtcLongDay(expiresAt, language ?? 'en', 'en-US'),
        },
        kind: 'student_link',
        language,
      });
    }
    return row;
  });
  return { ...toSummary(link), url, emailedTo: input.sendEmail ? student.email : null };
}

export async function listShareLinks(
  ctx: SignedInContext,
  studentId: number,
): Promise<ShareLinkSummary[]> {
  const student = await queries.students.findStudentRow(ctx.db, studentId, {
    owner: ownerScope(ctx.user),
  });
  if (!student) throw studentNotFound();
  const now = new Date();
  return (await queries.quotes.listShareLinks(ctx.db, studentId)).map((row) => toSummary(row, now));
}

/** Revokes a link at once; revoking one already revoked changes nothing and answers it as it is. */
export async function revokeShareLink(ctx: SignedInContext, id: number): Promise<ShareLinkSummary> {
  return ctx.db.transaction().execute(async (tx) => {
    const link = await queries.quotes.findShareLink(tx, id, ownerScope(ctx.user));
    if (!link) throw new AppError('NOT_FOUND', SHARE_LINK_NOT_FOUND_MESSAGE);
    const revoked = await queries.quotes.revokeShareLink(tx, id);
    await writeAudit(tx, ctx, {
      action: 'share_link_revoked',
      resourceType: 'share_link',
      resourceId: id,
      previousData: { revokedAt: link.revokedAt },
      newData: { revokedAt: revoked?.revokedAt ?? link.revokedAt },
    });
    return toSummary(revoked ?? link);
  });
}
