// Who downloaded which version.
import type { MarketingDownloadsByAgency } from '@uniguide/domain';
import type { Executor } from '../../executor';

export async function recordMaterialDownload(
  db: Executor,
  values: { materialId: number; userId: number; agencyId: number | null },
): Promise<void> {
  await db.insertInto('marketingDownloads').values(values).execute();
}

/** One version's downloads per agency, most first. */
export async function materialDownloadsByAgency(
  db: Executor,
  materialId: number,
): Promise<MarketingDownloadsByAgency[]> {
  const rows = await db
    .selectFrom('marketingDownloads as d')
    .leftJoin('agencies as g', 'g.id', 'd.agencyId')
    .select([
      'd.agencyId',
      'g.name as agencyName',
      (eb) => eb.fn.countAll<string>().as('downloads'),
    ])
    .where('d.materialId', '=', materialId)
    .groupBy(['d.agencyId', 'g.name'])
    .orderBy('downloads', 'desc')
    .orderBy('g.name')
    .execute();
  return rows.map((row) => ({
    agencyId: row.agencyId,
    agencyName: row.agencyName,
    downloads: Number(row.downloads),
  }));
}
