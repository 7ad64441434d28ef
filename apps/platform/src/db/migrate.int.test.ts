import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from './db';
import { migrate, readMigrations } from './migrate';
import { openTestDb } from '../testing/test-db';

let db: Db;
beforeAll(async () => {
  db = await openTestDb('migrated');
});
afterAll(() => db.close());

describe('migrations', () => {
  it('recorded every migration file in schema_migrations, in order', async () => {
    const rows = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((row) => row.name)).toEqual(readMigrations().map((m) => m.name));
  });

  it('applies nothing the second time (idempotent)', async () => {
    expect(await migrate(db)).toEqual([]);
    expect(await migrate(db)).toEqual([]);
  });

  it.each([
    'merchants',
    'download_links',
    'customer_service_entries',
    'members',
    'banners',
    'schema_migrations',
    'sessions',
    'login_failures',
    'captcha_challenges',
    'slider_challenges',
    'slider_tokens',
    'sms_codes',
    'sms_send_log',
    'register_field_rules',
    'sealing_keys',
    'password_reset_tokens',
    'handoff_tokens',
    'registration_log',
    'login_history',
  ])('created table %s', async (table) => {
    const rows = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = $1`,
      [table],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('applies a new migration once, and refuses a changed one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wl-migrations-'));
    try {
      const extra = [
        ...readMigrations(),
        { name: '9999_test_extra', sql: 'CREATE TABLE test_extra (id int);', checksum: 'c1' },
      ];
      expect(await migrate(db, extra)).toEqual(['9999_test_extra']);
      expect(await migrate(db, extra)).toEqual([]);
      const changed = extra.map((m) => (m.name === '9999_test_extra' ? { ...m, checksum: 'c2' } : m));
      await expect(migrate(db, changed)).rejects.toThrow('9999_test_extra was changed after it was applied');
      writeFileSync(join(dir, 'not-a-migration.sql'), 'SELECT 1');
      expect(() => readMigrations(dir)).toThrow('must be named NNNN_name.sql');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rolls a failing migration back completely', async () => {
    const broken = [
      ...readMigrations(),
      {
        name: '9998_broken',
        sql: 'CREATE TABLE half_done (id int); SELECT no_such_column FROM half_done;',
        checksum: 'b',
      },
    ];
    await expect(migrate(db, broken)).rejects.toThrow();
    const rows = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'half_done'`,
    );
    expect(rows[0]?.n).toBe(0);
    const recorded = await db.query(`SELECT name FROM schema_migrations WHERE name = '9998_broken'`);
    expect(recorded).toEqual([]);
  });
});
