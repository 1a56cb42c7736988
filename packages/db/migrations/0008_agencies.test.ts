import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDrivers, type TestDatabase } from '../src/testing';

interface MemberRow {
  username: string;
  agencyName: string | null;
  agencyId: number | null;
  agencyRole: string | null;
  name: string | null;
}

/**
 * Agents written before 0008 each become the owner of a one-person agency named from their
 * agency-name field; admins belong to none; nothing of the user row changes otherwise.
 */
describe.each(testDrivers())('migration 0008 on existing data (%s)', (driver) => {
  let database: TestDatabase;
  let members: MemberRow[];

  beforeAll(async () => {
    database = await createTestDatabase(driver, { upTo: '0004_counters_catalogue_version' });
    const { db } = database;
    await sql`
      INSERT INTO users (username, password_hash, agency_name, role) VALUES
        ('named@agency.test', 'x', '  Gulf Pathways  ', 'agent'),
        ('blank@agency.test', 'x', '   ', 'agent'),
        ('none@agency.test', 'x', NULL, 'agent'),
        ('boss@uniguide.test', 'x', NULL, 'admin')`.execute(db);
    await database.migrateToLatest();
    const result = await sql<MemberRow>`
      SELECT u.username, u.agency_name, u.agency_id, u.agency_role, g.name
      FROM users u LEFT JOIN agencies g ON g.id = u.agency_id ORDER BY u.id`.execute(db);
    members = result.rows;
  });

  afterAll(async () => {
    await database.dispose();
  });

  it('makes every agent the owner of their own agency, named from the agency-name field', () => {
    expect(members.map((m) => [m.username, m.agencyRole, m.name])).toEqual([
      ['named@agency.test', 'owner', 'Gulf Pathways'],
      ['blank@agency.test', 'owner', 'blank@agency.test'],
      ['none@agency.test', 'owner', 'none@agency.test'],
      ['boss@uniguide.test', null, null],
    ]);
    const ids = members.slice(0, 3).map((m) => m.agencyId);
    expect(new Set(ids).size).toBe(3);
  });

  it('keeps the agent’s own agency-name field as it was', () => {
    expect(members.map((m) => m.agencyName)).toEqual(['  Gulf Pathways  ', '   ', null, null]);
  });

  it('founds a new agency for an agent written later, after the migrated ids', async () => {
    const { db } = database;
    await sql`INSERT INTO users (username, password_hash, agency_name)
      VALUES ('late@agency.test', 'x', 'Late Agency')`.execute(db);
    const created = await sql<{ agencyId: number; agencyRole: string; name: string }>`
      SELECT u.agency_id, u.agency_role, g.name FROM users u JOIN agencies g ON g.id = u.agency_id
      WHERE u.username = 'late@agency.test'`.execute(db);
    expect(created.rows[0]).toMatchObject({ agencyRole: 'owner', name: 'Late Agency' });
    expect(created.rows[0]!.agencyId).toBeGreaterThan(
      Math.max(...members.map((m) => m.agencyId ?? 0)),
    );
  });

  it('refuses an agent with an agency but no role', async () => {
    const { db } = database;
    const agencyId = members[0]!.agencyId;
    await expect(
      sql`INSERT INTO users (username, password_hash, agency_id) VALUES ('half@agency.test', 'x', ${agencyId})`.execute(
        db,
      ),
    ).rejects.toThrow();
  });
});
