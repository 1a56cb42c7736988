import type { DB, Kysely } from '@uniguide/db';
import { CompiledQuery, PostgresQueryCompiler, type KyselyPlugin } from 'kysely';

export interface RecordedQuery {
  sql: string;
  parameters: readonly unknown[];
}

/**
 * Records the SQL a query function sends, compiled exactly as the dialect compiles it. Added with
 * `db.withPlugin(…)` after the CamelCasePlugin, so the recorded text is the snake_case SQL PostgreSQL sees.
 */
export function recordingPlugin(into: RecordedQuery[]): KyselyPlugin {
  const compiler = new PostgresQueryCompiler();
  return {
    transformQuery({ node, queryId }) {
      const compiled = compiler.compileQuery(node, queryId);
      into.push({ sql: compiled.sql, parameters: compiled.parameters });
      return node;
    },
    async transformResult({ result }) {
      return result;
    },
  };
}

/** Runs `call` once against a recording handle and returns every statement it sent. */
export async function captureQueries(
  db: Kysely<DB>,
  call: (db: Kysely<DB>) => Promise<unknown>,
): Promise<RecordedQuery[]> {
  const recorded: RecordedQuery[] = [];
  await call(db.withPlugin(recordingPlugin(recorded)));
  return recorded;
}

export const INDEX_NODE_TYPES = ['Index Scan', 'Index Only Scan', 'Bitmap Index Scan'];

/**
 * Tables that grow with use. A sequential scan of one of them makes a query's cost grow with the data, so a
 * plan only counts as index-backed when none is scanned whole. Small tables may be: universities (a few hundred
 * rows) and stat_counters (one row per counter and slot).
 */
export const LARGE_TABLES = [
  'applications',
  'application_documents',
  'application_status_history',
  'commissions',
  'documents',
  'programs',
  'students',
  'users',
];

export interface PlanNode {
  type: string;
  relation?: string;
  index?: string;
  depth: number;
  /** The node type of the node above, if any. */
  parent?: string;
}

export interface PlanSummary {
  usesIndex: boolean;
  /**
   * Bounded: scans no large table sequentially, except where a LIMIT stops the scan. A statement that
   * reads only small tables (the counters, universities) needs no index to be so.
   */
  indexBacked: boolean;
  indexes: string[];
  seqScans: string[];
  /**
   * Tables read sequentially straight under a Limit: the scan stops after the limit's rows, which
   * PostgreSQL picks over an index when it expects the matches to be dense.
   */
  limitedSeqScans: string[];
  /** One line per plan node, indented by depth. */
  tree: string[];
}

interface RawPlan {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Alias?: string;
  Plans?: RawPlan[];
}

/** Flattens EXPLAIN (FORMAT JSON) output into its nodes, depth first. */
export function planNodes(explainJson: unknown): PlanNode[] {
  const parsed =
    typeof explainJson === 'string' ? (JSON.parse(explainJson) as unknown) : explainJson;
  const root = (Array.isArray(parsed) ? parsed[0] : parsed) as { Plan?: RawPlan } | undefined;
  if (!root?.Plan) throw new Error('EXPLAIN returned no plan');
  const nodes: PlanNode[] = [];
  const walk = (plan: RawPlan, depth: number, parent?: string) => {
    nodes.push({
      type: plan['Node Type'],
      relation: plan['Relation Name'],
      index: plan['Index Name'],
      depth,
      parent,
    });
    for (const child of plan.Plans ?? []) walk(child, depth + 1, plan['Node Type']);
  };
  walk(root.Plan, 0);
  return nodes;
}

export function summarisePlan(nodes: readonly PlanNode[]): PlanSummary {
  const indexes = nodes
    .filter((node) => INDEX_NODE_TYPES.includes(node.type) && node.index)
    .map((n) => n.index!);
  const tables = (limited: boolean) => [
    ...new Set(
      nodes
        .filter((node) => node.type === 'Seq Scan' && (node.parent === 'Limit') === limited)
        .map((node) => node.relation ?? '?'),
    ),
  ];
  const seqScans = tables(false);
  const limitedSeqScans = tables(true);
  const usesIndex = nodes.some((node) => INDEX_NODE_TYPES.includes(node.type));
  return {
    usesIndex,
    // Bounded: every large table is read through an index or by a scan a LIMIT stops.
    indexBacked: !seqScans.some((table) => LARGE_TABLES.includes(table)),
    indexes: [...new Set(indexes)],
    seqScans,
    limitedSeqScans,
    tree: nodes.map((node) => {
      const target = node.index ? ` using ${node.index}` : '';
      const on = node.relation ? ` on ${node.relation}` : '';
      return `${'  '.repeat(node.depth)}${node.type}${target}${on}`;
    }),
  };
}

/** EXPLAIN (FORMAT JSON) of a recorded statement with its own parameters (the plan PostgreSQL would pick). */
export async function explain(db: Kysely<DB>, query: RecordedQuery): Promise<PlanSummary> {
  const result = await db.executeQuery(
    CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${query.sql}`, [...query.parameters]),
  );
  const row = result.rows[0] as Record<string, unknown> | undefined;
  if (!row) throw new Error('EXPLAIN returned no row');
  return summarisePlan(planNodes(Object.values(row)[0]));
}
