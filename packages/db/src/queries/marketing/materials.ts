// The materials as they are listed: the agents' library, its filters, the admins' list, one material.
import { sql, type SelectQueryBuilder, type Selectable } from 'kysely';
import type {
  AdminMarketingMaterial,
  AgentMarketingMaterial,
  MarketingLanguage,
  MarketingMaterial,
  MarketingMaterialType,
} from '@uniguide/domain';
import type { DB, MarketingMaterialsTable, MaterialDescriptionColumn } from '../../schema';
import type { Executor } from '../../executor';

type Joined = SelectQueryBuilder<
  DB & { m: DB['marketingMaterials']; u: DB['universities']; p: DB['programs'] },
  'm' | 'u' | 'p',
  object
>;

const columns = [
  'm.id',
  'm.seriesId',
  'm.version',
  'm.universityId',
  'u.name as universityName',
  'm.programId',
  'p.name as programName',
  'm.materialType',
  'm.title',
  'm.language',
  'm.regionTags',
  'm.expiresOn',
  'm.linkUrl',
  'm.originalFilename',
  'm.mimeType',
  'm.fileSize',
  'm.createdAt',
  'm.supersededAt',
] as const;

type Row = Pick<
  Selectable<MarketingMaterialsTable>,
  | 'id'
  | 'seriesId'
  | 'version'
  | MaterialDescriptionColumn
  | 'linkUrl'
  | 'originalFilename'
  | 'mimeType'
  | 'fileSize'
  | 'createdAt'
  | 'supersededAt'
> & {
  universityName: string;
  programName: string | null;
  /** A date column: the driver may answer a Date. */
  expiresOn: string | Date | null;
};

function day(value: string | Date | null): string | null {
  if (value === null) return null;
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

function toMaterial(row: Row): MarketingMaterial {
  return {
    id: row.id,
    seriesId: row.seriesId,
    version: row.version ?? 0,
    universityId: row.universityId,
    universityName: row.universityName,
    programId: row.programId,
    programName: row.programName,
    materialType: row.materialType,
    title: row.title,
    language: row.language as MarketingLanguage,
    regionTags: row.regionTags,
    expiresOn: day(row.expiresOn),
    linkUrl: row.linkUrl,
    originalFilename: row.originalFilename,
    mimeType: row.mimeType,
    fileSize: row.fileSize,
    createdAt: row.createdAt.toISOString(),
    supersededAt: row.supersededAt === null ? null : new Date(row.supersededAt).toISOString(),
  };
}

function joined(db: Executor) {
  return db
    .selectFrom('marketingMaterials as m')
    .innerJoin('universities as u', 'u.id', 'm.universityId')
    .leftJoin('programs as p', 'p.id', 'm.programId')
    .where('m.version', 'is not', null);
}

/** Current (not superseded) and unexpired on `today`: what agents see. */
function currentOn<T extends Joined>(query: T, today: string): T {
  return query
    .where('m.supersededAt', 'is', null)
    .where((eb) => eb.or([eb('m.expiresOn', 'is', null), eb('m.expiresOn', '>=', today)])) as T;
}

export interface MarketingFilters {
  universityId?: number;
  programId?: number;
  materialType?: MarketingMaterialType;
  language?: string;
  /** Materials tagged with this region, and those with no region tags (meant for every region). */
  region?: string;
}

/** The agents' library, newest first; `seenAt` marks which arrived since the last visit. */
export async function listCurrentMaterials(
  db: Executor,
  filters: MarketingFilters & { today: string; seenAt: Date | null },
  window: { limit: number; offset: number },
): Promise<{ items: AgentMarketingMaterial[]; total: number }> {
  let query = currentOn(joined(db) as unknown as Joined, filters.today) as unknown as ReturnType<
    typeof joined
  >;
  if (filters.universityId !== undefined)
    query = query.where('m.universityId', '=', filters.universityId);
  if (filters.programId !== undefined) query = query.where('m.programId', '=', filters.programId);
  if (filters.materialType) query = query.where('m.materialType', '=', filters.materialType);
  if (filters.language) query = query.where('m.language', '=', filters.language);
  if (filters.region) {
    const region = filters.region;
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`${region}`, '=', eb.fn.any('m.regionTags')),
        eb(sql<number>`cardinality(m.region_tags)`, '=', 0),
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    query
      .select(columns)
      .orderBy('m.createdAt', 'desc')
      .orderBy('m.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute() as Promise<Row[]>,
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({
      ...toMaterial(row),
      isNew: filters.seenAt === null || row.createdAt > filters.seenAt,
    })),
    total: Number(total.count),
  };
}

/**
 * What the agents' filters offer: the region tags and the programs (with their university) that
 * current, unexpired materials carry, by name.
 */
export async function currentMaterialFacets(
  db: Executor,
  today: string,
): Promise<{
  regions: string[];
  programs: { id: number; name: string; universityId: number }[];
}> {
  const current = currentOn(joined(db) as unknown as Joined, today) as unknown as ReturnType<
    typeof joined
  >;
  const [regions, programs] = await Promise.all([
    current
      .select(sql<string>`unnest(m.region_tags)`.as('region'))
      .distinct()
      .execute() as Promise<{ region: string }[]>,
    current
      .where('m.programId', 'is not', null)
      .select(['p.id as id', 'p.name as name', 'p.universityId as universityId'])
      .distinct()
      .execute() as Promise<{ id: number; name: string; universityId: number }[]>,
  ]);
  return {
    regions: regions.map((row) => row.region).sort((a, b) => a.localeCompare(b)),
    programs: programs.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id),
  };
}

/** Every version for admins, newest first, with its downloads and how many agencies made them. */
export async function listAllMaterials(
  db: Executor,
  filters: { universityId?: number },
  window: { limit: number; offset: number },
): Promise<{ items: AdminMarketingMaterial[]; total: number }> {
  let query = joined(db);
  if (filters.universityId !== undefined)
    query = query.where('m.universityId', '=', filters.universityId);
  const [rows, total] = await Promise.all([
    query
      .select(columns)
      .select((eb) => [
        eb
          .selectFrom('marketingDownloads as d')
          .select((d) => d.fn.countAll<string>().as('n'))
          .whereRef('d.materialId', '=', 'm.id')
          .as('downloads'),
        eb
          .selectFrom('marketingDownloads as d')
          .select(sql<string>`count(distinct d.agency_id)`.as('n'))
          .whereRef('d.materialId', '=', 'm.id')
          .as('agencies'),
      ])
      .orderBy('m.seriesId', 'desc')
      .orderBy('m.version', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({
      ...toMaterial(row as unknown as Row),
      downloads: Number(row.downloads ?? 0),
      agencies: Number(row.agencies ?? 0),
    })),
    total: Number(total.count),
  };
}

/** One stored material (any version); `current` keeps only what agents may still see. */
export async function findMaterial(
  db: Executor,
  id: number,
  options: { currentOn?: string } = {},
): Promise<
  (MarketingMaterial & { storageKey: string | null; storageDriver: string | null }) | undefined
> {
  let query = joined(db).where('m.id', '=', id);
  if (options.currentOn !== undefined)
    query = currentOn(query as unknown as Joined, options.currentOn) as unknown as typeof query;
  const row = await query
    .select(columns)
    .select(['m.storageKey', 'm.storageDriver'])
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...toMaterial(row as unknown as Row),
    storageKey: row.storageKey,
    storageDriver: row.storageDriver,
  };
}
