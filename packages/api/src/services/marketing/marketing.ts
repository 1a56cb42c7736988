import type { Readable } from 'node:stream';
import { queries } from '@uniguide/db';
import {
  AppError,
  DEFAULT_NOTIFICATION_PREFERENCES,
  FILE_NEEDS_UPLOAD_MESSAGE,
  MARKETING_MATERIAL_TYPE_LABELS,
  MATERIAL_NOT_FOUND_MESSAGE,
  MAX_UPLOAD_BYTES,
  PROGRAM_OF_OTHER_UNIVERSITY_MESSAGE,
  VIDEO_NEEDS_LINK_MESSAGE,
  ZMarketingMaterialFields,
  isAllowedUploadMime,
  listWindow,
  parseInput,
  safeDownloadName,
  sanitiseFileName,
  toPage,
  type MarketingListInput,
  type MarketingMaterial,
  isoDay,
} from '@uniguide/domain';
import { requireAdmin, requireSignedIn, type SignedInContext } from '../../access';
import type { Context } from '../../context';
import { writeAudit, type Executor } from '../audit/audit';
import type { UploadedFile } from '../documents/upload';
import { UNSUPPORTED_FILE_MESSAGE } from '../documents/documents';
import { queueNotificationEmail } from '../notifications/email';
import { marketingMaterialTexts, writtenFor } from '../notifications/notification-texts';
import { newStorageKey, storageHolding } from '../storage/storage';
import { sniffFileType } from '../storage/sniff';

export const MARKETING_NOTIFICATION_TYPE = 'marketing_material';
export const MARKETING_LINK = '/dashboard/marketing';
export const ALREADY_REPLACED_MESSAGE =
  'This material has been replaced by a newer version already';
export const VIDEO_HAS_NO_FILE_MESSAGE = 'A video is a link, not a file: open its address instead';

const notFound = () => new AppError('NOT_FOUND', MATERIAL_NOT_FOUND_MESSAGE);
const invalid = (path: string, message: string) =>
  new AppError('BAD_REQUEST', message, [{ path, message }]);

/** Where a new material or version goes: its university, program and type. */
async function resolveTarget(ctx: SignedInContext, fields: ReturnType<typeof parseFields>) {
  if (fields.replacesId !== undefined) {
    const old = await queries.marketing.findMaterial(ctx.db, fields.replacesId);
    if (!old) throw notFound();
    if (old.supersededAt !== null) throw new AppError('CONFLICT', ALREADY_REPLACED_MESSAGE);
    return {
      universityId: old.universityId,
      programId: old.programId,
      materialType: old.materialType,
      seriesId: old.seriesId,
    };
  }
  if (fields.universityId === undefined) throw invalid('universityId', 'Choose the university');
  if (fields.materialType === undefined) throw invalid('materialType', 'Choose the type');
  const found = await queries.marketing.materialTargetOf(
    ctx.db,
    fields.universityId,
    fields.programId,
  );
  if (!found.university) throw invalid('universityId', 'University not found');
  if (fields.programId !== undefined && found.programUniversityId !== fields.universityId)
    throw invalid('programId', PROGRAM_OF_OTHER_UNIVERSITY_MESSAGE);
  return {
    universityId: fields.universityId,
    programId: fields.programId ?? null,
    materialType: fields.materialType,
    seriesId: undefined,
  };
}

function parseFields(raw: Record<string, unknown>) {
  return parseInput(ZMarketingMaterialFields, raw, 'Invalid marketing material');
}

/**
 * An admin adds a marketing material, or a new version of one (`replacesId`), through the document
 * pipeline: the file's first bytes decide its type (PDF, PNG, JPEG, GIF), at most 10 MB is stored,
 * in the configured storage. The version is listed, the one it replaces superseded, the audit row
 * written and the agents who apply to that university told, in one transaction. A video is a link.
 */
export async function registerMarketingMaterial(
  context: Context,
  rawFields: Record<string, unknown>,
  file: UploadedFile | undefined,
): Promise<MarketingMaterial> {
  const ctx = requireAdmin(requireSignedIn(context));
  const fields = parseFields(rawFields);
  const target = await resolveTarget(ctx, fields);
  const isVideo = target.materialType === 'video-link';
  if (isVideo && (file || !fields.linkUrl)) throw invalid('linkUrl', VIDEO_NEEDS_LINK_MESSAGE);
  if (!isVideo && !file) throw invalid('file', FILE_NEEDS_UPLOAD_MESSAGE);
  if (!isVideo && fields.linkUrl) throw invalid('linkUrl', FILE_NEEDS_UPLOAD_MESSAGE);

  let stored: { key: string; stream: Readable; mime: string; name: string } | undefined;
  if (file) {
    const { type, stream } = await sniffFileType(file.stream);
    if (!type || !isAllowedUploadMime(type.mime)) {
      stream.destroy();
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_FILE_MESSAGE);
    }
    const name = safeDownloadName(sanitiseFileName(file.filename ?? 'material'), type.mime);
    stored = { key: newStorageKey(type.ext), stream, mime: type.mime, name };
  }
  const id = await queries.marketing.insertPendingMaterial(ctx.db, {
    ...target,
    title: fields.title,
    language: fields.language,
    regionTags: fields.regionTags,
    expiresOn: fields.expiresOn ?? null,
    linkUrl: isVideo ? fields.linkUrl! : null,
    storageKey: stored?.key ?? null,
    originalFilename: stored?.name ?? null,
    mimeType: stored?.mime ?? null,
    createdBy: ctx.user.id,
  });
  try {
    const size = stored
      ? (await ctx.storage.put(stored.key, stored.stream, { maxBytes: MAX_UPLOAD_BYTES })).size
      : null;
    await ctx.db.transaction().execute(async (tx) => {
      if (fields.replacesId !== undefined) {
        const current = await queries.marketing.lockCurrentMaterial(tx, fields.replacesId);
        if (!current) throw new AppError('CONFLICT', ALREADY_REPLACED_MESSAGE);
      }
      await queries.marketing.completeMaterial(tx, id, {
        storageDriver: stored ? ctx.storage.driver : null,
        fileSize: size,
        replacesId: fields.replacesId,
      });
      const material = (await queries.marketing.findMaterial(tx, id))!;
      await writeAudit(tx, ctx, {
        action:
          fields.replacesId === undefined
            ? 'marketing_material_added'
            : 'marketing_material_versioned',
        resourceType: 'marketing_material',
        resourceId: id,
        previousData: fields.replacesId === undefined ? null : { id: fields.replacesId },
        newData: { ...material },
      });
      await notifyApplyingAgents(tx, material);
    });
    return (await queries.marketing.findMaterial(ctx.db, id))!;
  } catch (error) {
    stored?.stream.destroy();
    if (stored) await ctx.storage.delete(stored.key).catch(() => undefined);
    await queries.marketing.deletePendingMaterial(ctx.db, id).catch(() => undefined);
    throw error;
  }
}

/**
 * The "Marketing Materials" preference: every active agent with an application to a program of
 * the material's university, who has it on, gets a notification that owes an e-mail (sent through
 * the notification-email job, with its one-click unsubscribe).
 */
async function notifyApplyingAgents(tx: Executor, material: MarketingMaterial): Promise<number> {
  const agents = await queries.marketing.listAgentsApplyingTo(tx, material.universityId);
  let notified = 0;
  for (const agent of agents) {
    const preferences = { ...DEFAULT_NOTIFICATION_PREFERENCES, ...agent.notificationPreferences };
    if (!preferences.marketingMaterials) continue;
    const texts = writtenFor(
      agent.language,
      {
        title: `New ${MARKETING_MATERIAL_TYPE_LABELS[material.materialType].toLowerCase()} for ${material.universityName}`,
        body: `${material.title}${material.version > 1 ? ` (version ${material.version})` : ''}`,
      },
      (language) =>
        marketingMaterialTexts(language, {
          type: material.materialType,
          universityName: material.universityName,
          title: material.title,
          version: material.version,
        }),
    );
    await queries.notifications.insertNotification(tx, {
      userId: agent.id,
      type: MARKETING_NOTIFICATION_TYPE,
      ...texts,
      link: MARKETING_LINK,
      emailDue: true,
    });
    await queueNotificationEmail(tx, {
      userId: agent.id,
      applicationId: null,
      digest: preferences.emailDigest,
    });
    notified += 1;
  }
  return notified;
}

/** The agent's library: current, unexpired materials, newest first, marked new since the last visit. */
export async function listMarketingMaterials(context: Context, input: MarketingListInput) {
  const ctx = requireSignedIn(context);
  const window = listWindow(input);
  const seenAt = await queries.marketing.marketingSeenAt(ctx.db, ctx.user.id);
  const result = await queries.marketing.listCurrentMaterials(
    ctx.db,
    {
      universityId: input.universityId,
      programId: input.programId,
      materialType: input.materialType,
      language: input.language,
      region: input.region,
      today: isoDay(new Date()),
      seenAt,
    },
    window,
  );
  const facets = await queries.marketing.currentMaterialFacets(ctx.db, isoDay(new Date()));
  return { ...toPage(result, window), seenAt: seenAt?.toISOString() ?? null, facets };
}

/** The agent has seen the library: later materials are the new ones (audited). */
export async function markMarketingSeen(context: Context): Promise<{ seenAt: string }> {
  const ctx = requireSignedIn(context);
  return ctx.db.transaction().execute(async (tx) => {
    const previous = await queries.marketing.markMarketingSeen(tx, ctx.user.id);
    const seenAt = (await queries.marketing.marketingSeenAt(tx, ctx.user.id))!;
    await writeAudit(tx, ctx, {
      action: 'marketing_seen',
      resourceType: 'user',
      resourceId: ctx.user.id,
      previousData: { marketingSeenAt: previous?.toISOString() ?? null },
      newData: { marketingSeenAt: seenAt.toISOString() },
    });
    return { seenAt: seenAt.toISOString() };
  });
}

/**
 * A material's bytes. Agents reach only current, unexpired versions and each of their downloads (not
 * previews) is counted with their agency; admins reach every version (history) and are not counted.
 */
export async function openMaterialDownload(
  context: Context,
  id: number,
  options: { preview?: boolean } = {},
): Promise<{ material: MarketingMaterial; stream: Readable }> {
  const ctx = requireSignedIn(context);
  const isAdmin = ctx.user.role === 'admin';
  const material = await queries.marketing.findMaterial(
    ctx.db,
    id,
    isAdmin ? {} : { currentOn: isoDay(new Date()) },
  );
  if (!material) throw notFound();
  if (!material.storageKey || !material.storageDriver)
    throw new AppError('CONFLICT', VIDEO_HAS_NO_FILE_MESSAGE);
  const storage = storageHolding(ctx.storage, material.storageDriver);
  if (!storage) throw notFound();
  const stream = await storage.get(material.storageKey);
  // A preview shown in the library is not a download.
  if (!isAdmin && !options.preview) {
    await queries.marketing.recordMaterialDownload(ctx.db, {
      materialId: material.id,
      userId: ctx.user.id,
      agencyId: ctx.user.agencyId ?? null,
    });
  }
  const { storageKey: _key, storageDriver: _driver, ...meta } = material;
  return { material: meta, stream };
}
