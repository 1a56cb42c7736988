import type { Executor } from '../../executor';

/** A catalogue page for the sitemap: its id and when its row last changed. */
export interface SitemapRow {
  id: number;
  updatedAt: Date;
}

/**
 * What `/sitemap.xml` lists (docs/decisions/040-server-rendered-pages.md): every program the catalogue
 * shows (hidden ones never) and every university, each with its row's last change, in id order.
 */
export async function sitemapRows(
  db: Executor,
): Promise<{ programs: SitemapRow[]; universities: SitemapRow[] }> {
  const [programs, universities] = await Promise.all([
    db
      .selectFrom('programs')
      .select(['id', 'updatedAt'])
      .where('hidden', '=', false)
      .orderBy('id')
      .execute(),
    db.selectFrom('universities').select(['id', 'updatedAt']).orderBy('id').execute(),
  ]);
  const row = (item: { id: number; updatedAt: Date | string }): SitemapRow => ({
    id: item.id,
    updatedAt: new Date(item.updatedAt),
  });
  return { programs: programs.map(row), universities: universities.map(row) };
}
