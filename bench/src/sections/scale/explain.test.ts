import { describe, expect, it } from 'vitest';
import { planNodes, summarisePlan } from './explain';

const plan = (root: object) => [{ Plan: root }];

describe('summarisePlan', () => {
  it('counts a plan whose large tables are all reached through indexes as index-backed', () => {
    const nodes = planNodes(
      plan({
        'Node Type': 'Limit',
        Plans: [
          {
            'Node Type': 'Nested Loop',
            Plans: [
              {
                'Node Type': 'Index Scan',
                'Index Name': 'applications_updated_idx',
                'Relation Name': 'applications',
              },
              { 'Node Type': 'Seq Scan', 'Relation Name': 'universities' },
            ],
          },
        ],
      }),
    );
    const summary = summarisePlan(nodes);
    expect(summary.usesIndex).toBe(true);
    expect(summary.indexBacked).toBe(true);
    expect(summary.indexes).toEqual(['applications_updated_idx']);
    expect(summary.seqScans).toEqual(['universities']);
    expect(summary.tree).toEqual([
      'Limit',
      '  Nested Loop',
      '    Index Scan using applications_updated_idx on applications',
      '    Seq Scan on universities',
    ]);
  });

  it('does not count a plan that scans a large table whole, even if it also uses an index', () => {
    const summary = summarisePlan(
      planNodes(
        JSON.stringify(
          plan({
            'Node Type': 'Hash Join',
            Plans: [
              {
                'Node Type': 'Bitmap Heap Scan',
                'Relation Name': 'applications',
                Plans: [
                  {
                    'Node Type': 'Bitmap Index Scan',
                    'Index Name': 'applications_status_updated_idx',
                  },
                ],
              },
              { 'Node Type': 'Seq Scan', 'Relation Name': 'programs' },
            ],
          }),
        ),
      ),
    );
    expect(summary.usesIndex).toBe(true);
    expect(summary.indexBacked).toBe(false);
    expect(summary.seqScans).toEqual(['programs']);
  });

  it('allows a sequential scan that feeds a Limit directly, and says so', () => {
    const summary = summarisePlan(
      planNodes(
        plan({
          'Node Type': 'Aggregate',
          Plans: [
            {
              'Node Type': 'Limit',
              Plans: [{ 'Node Type': 'Seq Scan', 'Relation Name': 'programs' }],
            },
            {
              'Node Type': 'Index Scan',
              'Index Name': 'pg_class_oid_index',
              'Relation Name': 'pg_class',
            },
          ],
        }),
      ),
    );
    expect(summary.indexBacked).toBe(true);
    expect(summary.seqScans).toEqual([]);
    expect(summary.limitedSeqScans).toEqual(['programs']);
  });

  it('counts a statement that only reads up to its LIMIT as bounded', () => {
    const summary = summarisePlan(
      planNodes(
        plan({
          'Node Type': 'Limit',
          Plans: [{ 'Node Type': 'Seq Scan', 'Relation Name': 'programs' }],
        }),
      ),
    );
    expect(summary.usesIndex).toBe(false);
    expect(summary.indexBacked).toBe(true);
  });

  it('counts a statement that reads only a small table sequentially as bounded', () => {
    // The admin queue's total: a sum over stat_counters (a row per counter and slot), which
    // PostgreSQL reads whole rather than through its primary key once it holds only a few pages.
    const summary = summarisePlan(
      planNodes(
        plan({
          'Node Type': 'Aggregate',
          Plans: [{ 'Node Type': 'Seq Scan', 'Relation Name': 'stat_counters' }],
        }),
      ),
    );
    expect(summary.usesIndex).toBe(false);
    expect(summary.indexBacked).toBe(true);
    expect(summary.seqScans).toEqual(['stat_counters']);
  });

  it('does not excuse a whole-table sort under a Limit', () => {
    const summary = summarisePlan(
      planNodes(
        plan({
          'Node Type': 'Limit',
          Plans: [
            {
              'Node Type': 'Sort',
              Plans: [{ 'Node Type': 'Seq Scan', 'Relation Name': 'applications' }],
            },
            { 'Node Type': 'Index Scan', 'Index Name': 'users_pkey', 'Relation Name': 'users' },
          ],
        }),
      ),
    );
    expect(summary.indexBacked).toBe(false);
    expect(summary.seqScans).toEqual(['applications']);
  });

  it('refuses output without a plan', () => {
    expect(() => planNodes([{}])).toThrow('EXPLAIN returned no plan');
  });
});
