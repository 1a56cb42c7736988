import { queries, type DB, type Kysely } from '@uniguide/db';
import type { ScaleIds } from '@uniguide/db/seed-scale';
import { DEFAULT_PAGE_SIZE } from '@uniguide/domain';

export interface ScaleCase {
  name: string;
  /** The same query function, with the same arguments, the API's procedure passes. */
  run(db: Kysely<DB>): Promise<{ rows: number; total?: number }>;
  /** The p95 goal in ms (the reference lookup has none). */
  goalMs?: number;
  /** The same read over HTTP, as the screen asks for it; `run` numbers the runs (a fresh cache key each). */
  http?: { path(run: number): string; as: 'anonymous' | 'admin' };
}

/** Catalogue search and the admin queue's first page have the tighter goals; the rest 50 ms. */
const SEARCH_GOAL_MS = 20;
const QUEUE_GOAL_MS = 25;
const OTHER_GOAL_MS = 50;

const page = (n: number) => ({ limit: DEFAULT_PAGE_SIZE, offset: (n - 1) * DEFAULT_PAGE_SIZE });

/**
 * The screens that must stay fast at scale. Search terms hit a realistic share of the generated rows:
 * "khan" is one student surname in forty, "computer science" one study field in five.
 */
export function scaleCases(ids: ScaleIds): ScaleCase[] {
  const lists = (result: { items: unknown[]; total: number }) => ({
    rows: result.items.length,
    total: result.total,
  });
  return [
    {
      name: 'reference: application by primary key',
      run: async (db) => ({
        rows: (await queries.applications.findApplicationRow(db, ids.firstApplicationId + 4242))
          ? 1
          : 0,
      }),
    },
    {
      name: 'catalogue search "computer science"',
      goalMs: SEARCH_GOAL_MS,
      // The catalogue cache answers a repeated URL from memory: each run asks for a new offset.
      http: {
        path: (run) =>
          `/api/programs?search=computer%20science&limit=${DEFAULT_PAGE_SIZE}&offset=${run % 3}`,
        as: 'anonymous',
      },
      run: async (db) =>
        lists(await queries.catalogue.listPrograms(db, { search: 'computer science', ...page(1) })),
    },
    {
      name: 'catalogue filters (degree, field, max tuition)',
      goalMs: OTHER_GOAL_MS,
      run: async (db) =>
        lists(
          await queries.catalogue.listPrograms(db, {
            degree: ["Master's Degree"],
            studyField: ['Engineering'],
            maxTuition: 90_000,
            ...page(1),
          }),
        ),
    },
    {
      name: 'admin queue: page 1',
      goalMs: QUEUE_GOAL_MS,
      http: { path: () => '/api/admin/applications', as: 'admin' },
      run: async (db) => lists(await queries.applications.listApplications(db, { ...page(1) })),
    },
    {
      name: 'admin list: search + status + sort, page 1',
      goalMs: OTHER_GOAL_MS,
      run: async (db) =>
        lists(
          await queries.applications.listApplications(db, {
            search: 'khan',
            status: 'under-review',
            sort: 'updatedAt',
            ...page(1),
          }),
        ),
    },
    {
      name: 'admin list: status + sort, page 500',
      goalMs: OTHER_GOAL_MS,
      run: async (db) =>
        lists(
          await queries.applications.listApplications(db, {
            status: 'under-review',
            sort: 'updatedAt',
            ...page(500),
          }),
        ),
    },
    {
      name: 'agent list (largest agency), page 1',
      goalMs: OTHER_GOAL_MS,
      run: async (db) =>
        lists(
          await queries.applications.listApplications(db, {
            owner: { userId: ids.firstAgentId },
            sort: 'createdAt',
            ...page(1),
          }),
        ),
    },
    {
      name: 'admin stats',
      goalMs: OTHER_GOAL_MS,
      run: async (db) => {
        const stats = await queries.applications.adminStats(db);
        return { rows: 1, total: stats.totalApplications };
      },
    },
  ];
}
