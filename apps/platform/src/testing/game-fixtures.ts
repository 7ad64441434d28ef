import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrandConfig } from '@wl/brand/schema';
import { createSession } from '../accounts/sessions/session-repo';
import { repoRoot } from '../config/repo-root';
import type { Db } from '../db/db';
import { postTransaction } from '../wallet/ledger';

/** One argon2id hash for every test member (their password is never used: sessions are made directly). */
let passwordHash: Promise<string> | null = null;
async function anyHash(db: Db): Promise<string> {
  passwordHash ??= db
    .query<{ password_hash: string }>('SELECT password_hash FROM members LIMIT 1')
    .then(([row]) => row?.password_hash ?? Promise.reject(new Error('no seeded member to borrow a hash from')));
  return passwordHash;
}

export interface TestMember {
  id: number;
  token: string;
  merchantCode: string;
  username: string;
}

let serial = 0;

/** A member of `merchantCode` with a live session and an opening balance (cents) from the adjustments account. */
export async function createMember(
  db: Db,
  merchantCode: string,
  options: { type?: number; balanceCents?: number; username?: string } = {},
): Promise<TestMember> {
  const username = options.username ?? `gamer${Date.now().toString(36).slice(-5)}${serial++}`;
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO members (merchant_code, username, password_hash, type) VALUES ($1, $2, $3, $4) RETURNING id',
    [merchantCode, username, await anyHash(db), options.type ?? 0],
  );
  if (!row) throw new Error('member not created');
  const id = Number(row.id);
  if (options.balanceCents) {
    await postTransaction(db, {
      merchantCode,
      kind: 'adjustment',
      reference: `test-opening:${id}`,
      postings: [
        { account: { memberId: id, kind: 'main' }, amountCents: options.balanceCents },
        { account: { house: 'adjustments' }, amountCents: -options.balanceCents },
      ],
    });
  }
  return { id, token: await createSession(db, id, false, Date.now()), merchantCode, username };
}

/**
 * A brands folder with only the built language packs the demo vendor reads (`<id>/locales/<CODE>.json`
 * with the `games` area of the repository's packs), so its pages render without a full brand build.
 */
export function demoPackDist(brands: readonly BrandConfig[]): string {
  const dist = mkdtempSync(join(tmpdir(), 'wl-demo-dist-'));
  for (const brand of brands) {
    mkdirSync(join(dist, brand.id, 'locales'), { recursive: true });
    for (const code of brand.languages.offered) {
      // The page reads games.demo.* and the reality check's protection.check.* / protection.time.*.
      const area = (name: string): Record<string, unknown> => {
        const packs = join(repoRoot, 'libs', 'i18n', 'src', 'packs', name);
        try {
          return JSON.parse(readFileSync(join(packs, `${code}.json`), 'utf8')) as Record<string, unknown>;
        } catch {
          return JSON.parse(readFileSync(join(packs, 'EN.json'), 'utf8')) as Record<string, unknown>;
        }
      };
      const pack = JSON.stringify({ ...area('games'), ...area('protection') });
      writeFileSync(join(dist, brand.id, 'locales', `${code}.json`), pack);
    }
  }
  return dist;
}
