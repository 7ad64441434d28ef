import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { repoBrands } from '../testing/test-app';

/**
 * The agent tree is a closure table kept by triggers on members.referrer_id: "everyone below X" is one
 * indexed range (ancestor_id = X AND depth > 0), whatever path created the member.
 */
const merchant = repoBrands()[0]?.merchantCode ?? '';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';

async function member(name: string, referrerId: number | null): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    'INSERT INTO members (merchant_code, username, password_hash, type, referrer_id) VALUES ($1, $2, $3, 1, $4) RETURNING id',
    [merchant, name, HASH, referrerId],
  );
  if (!row) throw new Error('not inserted');
  return Number(row.id);
}

async function below(id: number): Promise<Record<string, number>> {
  const rows = await t.db.query<{ username: string; depth: number }>(
    `SELECT m.username, t.depth FROM agent_tree t JOIN members m ON m.id = t.descendant_id WHERE t.ancestor_id = $1 AND t.depth > 0 ORDER BY m.username`,
    [id],
  );
  return Object.fromEntries(rows.map((r) => [r.username, Number(r.depth)]));
}

describe('agent tree (closure table)', () => {
  it('a new member is below every ancestor of its referrer, at the right depth', async () => {
    const a = await member('treea', null);
    const b = await member('treeb', a);
    const c = await member('treec', b);
    await member('treed', c);
    expect(await below(a)).toEqual({ treeb: 1, treec: 2, treed: 3 });
    expect(await below(b)).toEqual({ treec: 1, treed: 2 });
    const [self] = await t.db.query<{ depth: number }>(
      'SELECT depth FROM agent_tree WHERE ancestor_id = $1 AND descendant_id = $1',
      [a],
    );
    expect(self?.depth).toBe(0);
  });

  it('moving a member moves its whole subtree away from the old uplines and under the new ones', async () => {
    const x = await member('movex', null);
    const y = await member('movey', null);
    const m = await member('movem', x);
    await member('moven', m);
    await t.db.query('UPDATE members SET referrer_id = $2 WHERE id = $1', [m, y]);
    expect(await below(x)).toEqual({});
    expect(await below(y)).toEqual({ movem: 1, moven: 2 });
    await t.db.query('UPDATE members SET referrer_id = NULL WHERE id = $1', [m]);
    expect(await below(y)).toEqual({});
    expect(await below(m)).toEqual({ moven: 1 });
  });

  it('refuses to move a member below its own downline (no cycles)', async () => {
    const p = await member('cyclep', null);
    const q = await member('cycleq', p);
    await expect(t.db.query('UPDATE members SET referrer_id = $2 WHERE id = $1', [p, q])).rejects.toThrow(
      /below its own downline/,
    );
    await expect(t.db.query('UPDATE members SET referrer_id = $1 WHERE id = $1', [p])).rejects.toThrow(
      /below its own downline/,
    );
    expect(await below(p)).toEqual({ cycleq: 1 });
  });

  it('the seed’s demo agent has its two-level downline in the tree', async () => {
    const [agent] = await t.db.query<{ id: number }>(
      "SELECT id FROM members WHERE merchant_code = $1 AND username = 'agent01'",
      [merchant],
    );
    const team = await below(Number(agent?.id));
    expect(Object.values(team).sort()).toEqual([1, 1, 1, 1, 2, 2]);
  });

  it('every member’s closure rows agree with its referrer chain', async () => {
    const [bad] = await t.db.query<{ n: string | number }>(
      `WITH RECURSIVE up (descendant_id, ancestor_id, depth, next_id) AS (
         SELECT id, id, 0, referrer_id FROM members
         UNION ALL
         SELECT up.descendant_id, m.id, up.depth + 1, m.referrer_id FROM up JOIN members m ON m.id = up.next_id
       )
       SELECT count(*) AS n FROM (
         (SELECT ancestor_id, descendant_id, depth FROM up EXCEPT SELECT ancestor_id, descendant_id, depth FROM agent_tree)
         UNION ALL
         (SELECT ancestor_id, descendant_id, depth FROM agent_tree EXCEPT SELECT ancestor_id, descendant_id, depth FROM up)
       ) diff`,
    );
    expect(Number(bad?.n)).toBe(0);
  });
});
