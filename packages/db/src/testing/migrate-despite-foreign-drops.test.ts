import { describe, expect, it } from 'vitest';
import { migrateDespiteForeignDrops } from '.';

/** A migration that fails with these errors first, then succeeds. */
function failingWith(...errors: Error[]) {
  let calls = 0;
  const run = async () => {
    calls += 1;
    const error = errors.shift();
    if (error) throw error;
    return 'migrated';
  };
  return { run, calls: () => calls };
}

const gone = (schema: string) => new Error(`Migration  failed: schema "${schema}" does not exist`);

describe('migrateDespiteForeignDrops', () => {
  it('runs again when another run dropped its schema during the introspection', async () => {
    const migration = failingWith(gone('t_other_1'), gone('t_other_2'));
    await expect(migrateDespiteForeignDrops(migration.run, 't_ours')).resolves.toBe('migrated');
    expect(migration.calls()).toBe(3);
  });

  it('runs again when another run dropped a table of its schema between listing and reading it', async () => {
    const tableGone = (schema: string) =>
      new Error(`Migration  failed: relation "${schema}.app_settings" does not exist`);
    const migration = failingWith(tableGone('t_other_1'));
    await expect(migrateDespiteForeignDrops(migration.run, 't_ours')).resolves.toBe('migrated');
    expect(migration.calls()).toBe(2);
    const ours = failingWith(tableGone('t_ours'));
    await expect(migrateDespiteForeignDrops(ours.run, 't_ours')).rejects.toThrow('t_ours');
    expect(ours.calls()).toBe(1);
  });

  it('reads the error inside a JSON log line, as a server process that failed to start reports it', async () => {
    const logged = (schema: string) =>
      new Error(
        `server ended (exit code 1) before listening\n${JSON.stringify({ err: gone(schema).message })}`,
      );
    const start = failingWith(logged('t_other_1'));
    await expect(migrateDespiteForeignDrops(start.run, 't_ours')).resolves.toBe('migrated');
    expect(start.calls()).toBe(2);
    const ours = failingWith(logged('t_ours'));
    await expect(migrateDespiteForeignDrops(ours.run, 't_ours')).rejects.toThrow('t_ours');
    expect(ours.calls()).toBe(1);
  });

  it('fails at once when our own schema is gone, or on any other error', async () => {
    const ours = failingWith(gone('t_ours'));
    await expect(migrateDespiteForeignDrops(ours.run, 't_ours')).rejects.toThrow('t_ours');
    expect(ours.calls()).toBe(1);
    const broken = failingWith(new Error('syntax error at or near "TABLE"'));
    await expect(migrateDespiteForeignDrops(broken.run, 't_ours')).rejects.toThrow('syntax');
    expect(broken.calls()).toBe(1);
  });

  it('gives up after five attempts', async () => {
    const migration = failingWith(...Array.from({ length: 6 }, (_, i) => gone(`t_other_${i}`)));
    await expect(migrateDespiteForeignDrops(migration.run, 't_ours')).rejects.toThrow('t_other_4');
    expect(migration.calls()).toBe(5);
  });
});
