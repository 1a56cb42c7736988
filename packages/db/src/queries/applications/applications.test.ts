import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationStatus } from '@uniguide/domain';
import {
  createTestDatabase,
  insertTestStudent,
  testDrivers,
  testProgramValues,
  type TestDatabase,
} from '../../testing';
import { adminStats } from './stats';
import { insertApplication, updateApplicationRow } from './applications';
import { listApplications } from './list';
import { insertPrograms } from '../catalogue/programs';
import { findStudentByEmail } from '../students/students';
import { insertUniversities } from '../catalogue/universities';

interface Seeded {
  id: number;
  userId: number;
  status: ApplicationStatus;
  student: string;
  email: string;
  program: string;
}

const statuses: ApplicationStatus[] = ['draft', 'submitted', 'under-review', 'approved'];

describe.each(testDrivers())('application lists on %s', (driver) => {
  let database: TestDatabase;
  let agents: number[];
  const seeded: Seeded[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const { db } = database;
    const [university] = await insertUniversities(db, [
      { name: 'Dune University Dubai', location: 'Dubai', emirate: 'Dubai', imageUrl: null },
    ]);
    const program = (name: string) => testProgramValues(university!.id, name);
    const programNames = ['Marine Biology', 'Khanate History', 'Civil Engineering'];
    const programIds = await insertPrograms(db, programNames.map(program));
    const users = await db
      .insertInto('users')
      .values(
        ['one@agency.test', 'two@agency.test'].map((username) => ({
          username,
          passwordHash: 'x',
          firstName: null,
          lastName: null,
          agencyName: null,
          country: null,
          phoneNumber: null,
          website: null,
          role: 'agent' as const,
          notificationPreferences: '{}',
        })),
      )
      .returning('id')
      .execute();
    agents = users.map((user) => user.id);
    const students = [
      ['Aisha', 'Khan'],
      ['Omar', 'Farouk'],
      ['Lina', 'Haddad'],
      ['Sara', 'Khanna'],
      ['Yusuf', 'Ali'],
    ];
    // 24 applications: every agent × program × status mix, student names and e-mails cycling,
    // so searches by student and by program overlap on some rows and not on others.
    for (let index = 0; index < 24; index++) {
      const [first, last] = students[index % students.length]!;
      const email = `${first}.${last}@Mail.test`.toLowerCase();
      const programIndex = index % programIds.length;
      const userId = agents[index % 2]!;
      const student =
        (await findStudentByEmail(db, userId, email)) ??
        (await insertTestStudent(db, userId, { firstName: first, lastName: last, email }));
      const row = await insertApplication(db, {
        userId,
        studentId: student.id,
        programId: programIds[programIndex]!,
        studentFirstName: first!,
        studentLastName: last!,
        // Upper-case on odd rows: the distinct-student count must fold case.
        studentEmail: index % 2 ? email.toUpperCase() : email,
        studentPhone: '+971500000000',
        studentDateOfBirth: '2000-01-01',
        studentNationality: 'AE',
        studentGender: 'female',
        highestQualification: 'high-school',
        qualificationName: 'Diploma',
        institutionName: 'School',
        graduationYear: '2020',
        cgpa: null,
        intakeDate: 'September 2026',
        notes: null,
      });
      const status = statuses[index % statuses.length]!;
      await updateApplicationRow(db, row.id, {
        status,
        updatedAt: new Date(Date.UTC(2026, 0, 1, 0, (index * 7) % 24)),
      });
      seeded.push({
        id: row.id,
        userId: row.userId,
        status,
        student: `${first} ${last} ${email}`.toLowerCase(),
        email,
        program: programNames[programIndex]!.toLowerCase(),
      });
    }
  });

  afterAll(async () => {
    await database.dispose();
  });

  const matching = (filter: { ownerId?: number; status?: ApplicationStatus; search?: string }) =>
    seeded.filter(
      (row) =>
        (filter.ownerId === undefined || row.userId === filter.ownerId) &&
        (filter.status === undefined || row.status === filter.status) &&
        (filter.search === undefined ||
          row.student.includes(filter.search.toLowerCase()) ||
          row.program.includes(filter.search.toLowerCase())),
    );

  const filters = [
    {},
    { status: 'under-review' as const },
    { search: 'khan' },
    { search: 'KHAN', status: 'submitted' as const },
    { search: 'marine' },
    { search: 'biology', status: 'draft' as const },
    { search: 'haddad', ownerId: 0 },
    { search: 'nobody-matches' },
  ];

  it.each(filters)('counts exactly the rows it lists for %o', async (raw) => {
    const filter = 'ownerId' in raw ? { ...raw, ownerId: agents[0]! } : raw;
    const expected = matching(filter).map((row) => row.id);
    const { ownerId, ...rest } = filter as typeof filter & { ownerId?: number };
    const options = { ...rest, owner: ownerId === undefined ? undefined : { userId: ownerId } };
    const all = await listApplications(database.db, { ...options, limit: 100, offset: 0 });
    expect(all.total).toBe(expected.length);
    expect(all.items.map((item) => item.id).sort((a, b) => a - b)).toEqual(
      [...expected].sort((a, b) => a - b),
    );
    const page = await listApplications(database.db, { ...options, limit: 2, offset: 1 });
    expect(page.total).toBe(expected.length);
    expect(page.items.length).toBe(Math.max(0, Math.min(2, expected.length - 1)));
  });

  it('finds applications by program name, not only by student', async () => {
    const result = await listApplications(database.db, {
      search: 'khanate',
      limit: 100,
      offset: 0,
    });
    expect(result.total).toBeGreaterThan(0);
    expect(result.items.every((item) => item.program.name === 'Khanate History')).toBe(true);
    expect(result.total).toBe(matching({ search: 'khanate' }).length);
  });

  it('pages through a sorted list without gaps or repeats, both directions', async () => {
    for (const direction of ['asc', 'desc'] as const) {
      const ids: number[] = [];
      for (let offset = 0; offset < 30; offset += 5) {
        const page = await listApplications(database.db, {
          sort: 'updatedAt',
          direction,
          limit: 5,
          offset,
        });
        ids.push(...page.items.map((item) => item.id));
      }
      const expected = [...seeded].sort((a, b) => a.id - b.id).map((row) => row.id);
      expect([...ids].sort((a, b) => a - b)).toEqual(expected);
      const full = await listApplications(database.db, {
        sort: 'updatedAt',
        direction,
        limit: 100,
        offset: 0,
      });
      expect(full.items.map((item) => item.id)).toEqual(ids);
      const times = full.items.map((item) => Date.parse(item.updatedAt));
      const sorted = [...times].sort((a, b) => (direction === 'asc' ? a - b : b - a));
      expect(times).toEqual(sorted);
    }
  });

  it('scopes an agent list to the owner, newest first, with its joined summary', async () => {
    const result = await listApplications(database.db, {
      owner: { userId: agents[1]! },
      limit: 100,
      offset: 0,
    });
    expect(result.total).toBe(12);
    expect(result.items.every((item) => item.userId === agents[1])).toBe(true);
    expect(result.items[0]!.agent.username).toBe('two@agency.test');
    expect(result.items[0]!.program.universityName).toBe('Dune University Dubai');
    const created = result.items.map((item) => Date.parse(item.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('counts students (one per agent and case-insensitive e-mail) in the admin stats', async () => {
    const stats = await adminStats(database.db);
    expect(stats.totalApplications).toBe(24);
    expect(stats.totalStudents).toBe(
      new Set(seeded.map((row) => `${row.userId} ${row.email}`)).size,
    );
    expect(stats.pendingReviews).toBe(
      seeded.filter((row) => row.status === 'submitted' || row.status === 'under-review').length,
    );
    expect(stats.approvedApplications).toBe(
      seeded.filter((row) => row.status === 'approved').length,
    );
    expect(stats.activeAgents).toBe(2);
    expect(stats.totalUniversities).toBe(1);
  });
});
