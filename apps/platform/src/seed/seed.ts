import { randomInt } from 'node:crypto';
import { encodeServicePath } from '@wl/api-client/contract/service-path';
import type { BrandConfig } from '@wl/brand/schema';
import type { Db, Queryable } from '../db/db';
import { toE164 } from '@wl/api-client/contract/mobile-number';
import { demoAccounts } from './demo-accounts';
import type { DemoAccount } from './demo-accounts';
import { merchantPlans } from './merchant-plan';
import type { MerchantPlan } from './merchant-plan';
import { hashPassword } from '../accounts/password-hash';
import { seedOpeningBalances } from './wallet-seed';
import { seedContent } from './content-seed';
import { seedGames } from './games-seed';
import { seedMoney } from './money-seed';
import { seedAgentWorld } from './agent-seed';

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random 8-character key for a customer-service path. */
export function randomServiceKey(): string {
  let key = '';
  for (let i = 0; i < 8; i++) key += KEY_ALPHABET[randomInt(KEY_ALPHABET.length)];
  return key;
}

/** The demo account's number for the merchant's phone region, in E.164; null when it has none there. */
export function demoMobile(account: DemoAccount, phoneRegion: string): string | null {
  const national = account.mobile?.[phoneRegion];
  return national ? (toE164(national, phoneRegion) ?? null) : null;
}

export interface SeedOptions {
  /** Demo accounts are created only when false. */
  production: boolean;
  /** Demo popup announcements are created only when true (default). */
  popups?: boolean;
}

export interface SeedReport {
  merchantsCreated: number;
  demoAccountsCreated: number;
}

async function insertMerchant(tx: Queryable, plan: MerchantPlan): Promise<boolean> {
  // The operator grouping always follows brand.json (docs/decisions/0037), also for existing merchants.
  await tx.query('INSERT INTO operators (id) VALUES ($1) ON CONFLICT (id) DO NOTHING', [plan.operatorId]);
  const created = await tx.query(
    `INSERT INTO merchants (code, brand_id, is_trial, whitelabel, mobile_template, image_cdns, main_domain)
     VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6::jsonb, $7)
     ON CONFLICT (code) DO NOTHING
     RETURNING code`,
    [
      plan.code,
      plan.brandId,
      plan.isTrial,
      JSON.stringify(plan.whitelabel),
      JSON.stringify(plan.mobileTemplate),
      JSON.stringify(plan.imageCdns),
      plan.mainDomain,
    ],
  );
  await tx.query('UPDATE merchants SET operator_id = $2 WHERE code = $1 AND operator_id IS DISTINCT FROM $2', [
    plan.code,
    plan.operatorId,
  ]);
  for (const link of plan.downloadLinks) {
    await tx.query(
      `INSERT INTO download_links (merchant_code, resource_type, url, label_name_en, sort)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (merchant_code, resource_type) DO NOTHING`,
      [plan.code, link.resourceType, link.url, link.labelNameEn, link.sort],
    );
  }
  for (const entry of plan.customerService) {
    await tx.query(
      `INSERT INTO customer_service_entries (merchant_code, cs_type, cs_position, title, path_encrypted)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (merchant_code, cs_type, cs_position) DO NOTHING`,
      [plan.code, entry.csType, entry.csPosition, entry.title, encodeServicePath(entry.plainPath, randomServiceKey())],
    );
  }
  // Account settings once (a database from before they existed gets them; later changes stay).
  await tx.query(
    `UPDATE merchants SET login_lock_after = $2, phone_region = $3, dialing_code = $4 WHERE code = $1 AND phone_region IS NULL`,
    [plan.code, plan.accounts.loginLockAfter, plan.accounts.phoneRegion, plan.accounts.dialingCode],
  );
  for (const [sort, rule] of plan.registerFields.entries()) {
    await tx.query(
      `INSERT INTO register_field_rules (merchant_code, field, required, enabled, pattern, message, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (merchant_code, field) DO NOTHING`,
      [plan.code, rule.field, rule.required, rule.enabled, rule.pattern, rule.message, sort],
    );
  }
  for (const banner of plan.banners) {
    await tx.query(
      `INSERT INTO banners (merchant_code, group_name, url, linkage, sort)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (merchant_code, group_name, sort) DO NOTHING`,
      [plan.code, banner.groupName, banner.url, banner.linkage, banner.sort],
    );
  }
  return created.length > 0;
}

async function seedDemoAccounts(db: Db, merchants: { code: string; phoneRegion: string }[]): Promise<number> {
  const merchantCodes = merchants.map((m) => m.code);
  const regionOf = new Map(merchants.map((m) => [m.code, m.phoneRegion]));
  const existing = await db.query<{ merchant_code: string; username: string }>(
    'SELECT merchant_code, lower(username) AS username FROM members WHERE merchant_code = ANY($1::text[])',
    [merchantCodes],
  );
  const have = new Set(existing.map((row) => `${row.merchant_code}/${row.username}`));
  const missing = merchantCodes.flatMap((code) =>
    demoAccounts
      .filter((account) => !have.has(`${code}/${account.username.toLowerCase()}`))
      .map((account) => ({ code, account })),
  );
  if (missing.length === 0) return 0;
  // Hash once per account kind: every merchant's demo member has the same password.
  const hashes = new Map<string, string>();
  for (const account of demoAccounts) hashes.set(account.username, await hashPassword(account.password));
  let created = 0;
  await db.transaction(async (tx) => {
    for (const { code, account } of missing) {
      const rows = await tx.query(
        `INSERT INTO members (merchant_code, username, password_hash, type, nickname, email, mobile_e164, affiliate_code, must_change_password)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (merchant_code, lower(username)) DO NOTHING RETURNING id`,
        [
          code,
          account.username,
          hashes.get(account.username),
          account.type,
          account.nickname,
          account.email ?? null,
          demoMobile(account, regionOf.get(code) ?? ''),
          account.affiliateCode ?? null,
          account.mustChangePassword ?? false,
        ],
      );
      created += rows.length;
    }
  });
  return created;
}

/** Any constant works (another than the migrations'); it keeps two processes from seeding at once. */
const SEED_LOCK = 7_427_002;

/**
 * Creates the demo world from the brands: per brand a merchant and a trial merchant with their
 * site configuration, and (not in production) the demo accounts. Idempotent: existing rows —
 * including an operator's later changes — are left as they are. Several instances starting at once
 * on one database seed one after the other (an advisory lock): the first creates, the others find.
 */
export function seed(db: Db, brands: readonly BrandConfig[], options: SeedOptions): Promise<SeedReport> {
  return db.exclusive(SEED_LOCK, () => seedNow(db, brands, options));
}

async function seedNow(db: Db, brands: readonly BrandConfig[], options: SeedOptions): Promise<SeedReport> {
  const plans = brands.flatMap(merchantPlans);
  const merchantsCreated = await db.transaction(async (tx) => {
    let created = 0;
    for (const plan of plans) if (await insertMerchant(tx, plan)) created++;
    return created;
  });
  const realMerchants = plans.filter((plan) => !plan.isTrial);
  const demoAccountsCreated = options.production
    ? 0
    : await seedDemoAccounts(
        db,
        realMerchants.map((plan) => ({ code: plan.code, phoneRegion: plan.accounts.phoneRegion })),
      );
  if (!options.production)
    await seedOpeningBalances(
      db,
      realMerchants.map((plan) => plan.code),
    );
  await seedContent(db, brands, { production: options.production, popups: options.popups ?? true });
  await seedGames(
    db,
    realMerchants.map((plan) => plan.code),
    options,
  );
  await seedMoney(db, brands, options);
  if (!options.production) await seedAgentWorld(db, brands);
  return { merchantsCreated, demoAccountsCreated };
}
