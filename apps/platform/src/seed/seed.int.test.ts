import type { Db } from '../db/db';
import { openTestDb } from '../testing/test-db';
import { brandAt, repoBrands } from '../testing/test-app';
import { demoAccounts } from './demo-accounts';
import { verifyPassword } from '../accounts/password-hash';
import { seed } from './seed';

const brands = repoBrands();

async function counts(db: Db) {
  const [row] = await db.query<Record<string, number>>(`SELECT
    (SELECT count(*)::int FROM merchants) AS merchants,
    (SELECT count(*)::int FROM download_links) AS links,
    (SELECT count(*)::int FROM customer_service_entries) AS service,
    (SELECT count(*)::int FROM banners) AS banners,
    (SELECT count(*)::int FROM members) AS members`);
  return row;
}

// Each case runs a whole seed (argon2id hashes of every demo account of every brand): over 30 s on a loaded machine.
describe('seed (development)', { timeout: 120_000 }, () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb('migrated');
  });
  afterAll(() => db.close());

  it('creates a merchant and a trial merchant per brand, and the demo accounts in each real merchant', async () => {
    const report = await seed(db, brands, { production: false });
    expect(report).toEqual({
      merchantsCreated: brands.length * 2,
      demoAccountsCreated: brands.length * demoAccounts.length,
    });
    const merchants = await db.query<{ code: string; is_trial: boolean; brand_id: string }>(
      'SELECT code, is_trial, brand_id FROM merchants ORDER BY code',
    );
    const expected = brands.flatMap((b) => [
      { code: b.merchantCode, is_trial: false, brand_id: b.id },
      { code: b.trialMerchantCode, is_trial: true, brand_id: b.id },
    ]);
    expect(merchants).toEqual(expect.arrayContaining(expected));
    expect(merchants).toHaveLength(expected.length);
  });

  it('is idempotent: a second run creates nothing and changes nothing', async () => {
    const before = await counts(db);
    const paths = await db.query(
      'SELECT merchant_code, cs_type, path_encrypted FROM customer_service_entries ORDER BY 1, 2',
    );
    expect(await seed(db, brands, { production: false })).toEqual({ merchantsCreated: 0, demoAccountsCreated: 0 });
    expect(await counts(db)).toEqual(before);
    expect(
      await db.query('SELECT merchant_code, cs_type, path_encrypted FROM customer_service_entries ORDER BY 1, 2'),
    ).toEqual(paths);
  });

  it('keeps an operator’s changes when it runs again', async () => {
    const code = brandAt(0).merchantCode;
    await db.query('UPDATE merchants SET maintenance = true WHERE code = $1', [code]);
    await seed(db, brands, { production: false });
    const [row] = await db.query<{ maintenance: boolean }>('SELECT maintenance FROM merchants WHERE code = $1', [code]);
    expect(row?.maintenance).toBe(true);
  });

  it.each(demoAccounts.map((account) => [account.username, account] as const))(
    'stores %s with an argon2id hash, never the password',
    async (_name, account) => {
      const rows = await db.query<{ merchant_code: string; password_hash: string; type: number }>(
        'SELECT merchant_code, password_hash, type FROM members WHERE username = $1',
        [account.username],
      );
      expect(rows.map((row) => row.merchant_code).sort()).toEqual(brands.map((b) => b.merchantCode).sort());
      for (const row of rows) {
        expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
        expect(row.password_hash).not.toContain(account.password);
        expect(row.type).toBe(account.type);
        expect(await verifyPassword(row.password_hash, account.password)).toBe(true);
        expect(await verifyPassword(row.password_hash, `${account.password}x`)).toBe(false);
      }
    },
  );

  it('gives demo its number in each merchant’s region, its e-mail, agent01 its affiliate code and newbie a forced change', async () => {
    for (const brand of brands) {
      const rows = await db.query<{
        username: string;
        mobile_e164: string | null;
        email: string | null;
        affiliate_code: string | null;
        must_change_password: boolean;
      }>(
        'SELECT username, mobile_e164, email, affiliate_code, must_change_password FROM members WHERE merchant_code = $1 ORDER BY username',
        [brand.merchantCode],
      );
      const byName = Object.fromEntries(rows.map((row) => [row.username, row]));
      const expectedMobile = { PH: '+639171234567', BR: '+5511987654321' }[brand.accounts.phoneRegion] ?? null;
      expect(byName['demo']).toMatchObject({
        mobile_e164: expectedMobile,
        email: 'demo@example.com',
        must_change_password: false,
      });
      expect(byName['agent01']).toMatchObject({ affiliate_code: 'AGENT01' });
      expect(byName['newbie']).toMatchObject({ must_change_password: true });
    }
  });

  it('stores each merchant’s account settings from brand.json and its registration field rules', async () => {
    for (const brand of brands) {
      const [merchant] = await db.query<{ login_lock_after: number; phone_region: string; dialing_code: string }>(
        'SELECT login_lock_after, phone_region, dialing_code FROM merchants WHERE code = $1',
        [brand.merchantCode],
      );
      expect(merchant).toEqual({
        login_lock_after: brand.accounts.loginLockAfter,
        phone_region: brand.accounts.phoneRegion,
        dialing_code: brand.accounts.dialingCode,
      });
      const rules = await db.query<{ field: string; required: boolean }>(
        'SELECT field, required FROM register_field_rules WHERE merchant_code = $1',
        [brand.merchantCode],
      );
      expect(
        rules
          .filter((r) => r.required)
          .map((r) => r.field)
          .sort(),
      ).toEqual(['confirmPassword', 'password', 'username']);
    }
  });

  it('has no plain password anywhere in the members table', async () => {
    const rows = await db.query<{ dump: string }>('SELECT row_to_json(m)::text AS dump FROM members m');
    for (const { dump } of rows) for (const account of demoAccounts) expect(dump).not.toContain(account.password);
  });

  it('refuses to store a password that is not an argon2id hash', async () => {
    await expect(
      db.query(`INSERT INTO members (merchant_code, username, password_hash) VALUES ($1, 'plain', 'Demo1234!')`, [
        brandAt(0).merchantCode,
      ]),
    ).rejects.toThrow();
  });

  it('keeps usernames unique per merchant, whatever the case', async () => {
    const [row] = await db.query<{ password_hash: string }>('SELECT password_hash FROM members LIMIT 1');
    await expect(
      db.query(`INSERT INTO members (merchant_code, username, password_hash) VALUES ($1, 'DEMO', $2)`, [
        brandAt(0).merchantCode,
        row?.password_hash,
      ]),
    ).rejects.toThrow();
  });
});

describe('seed (production)', { timeout: 120_000 }, () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb('migrated');
  });
  afterAll(() => db.close());

  it('creates the merchants but no demo accounts', async () => {
    const report = await seed(db, brands, { production: true });
    expect(report).toEqual({ merchantsCreated: brands.length * 2, demoAccountsCreated: 0 });
    expect((await counts(db))?.members).toBe(0);
  });
});
