import type { Queryable } from '../db/db';
import { blockMatchingKeys } from './protection-repo';

/** True when a new account with this mobile or e-mail would belong to an excluded or timed-out person of the operator. */
export async function registrationBlocked(
  db: Queryable,
  input: { merchantCode: string; mobile: string | null; email: string | null; now: number },
): Promise<boolean> {
  const [row] = await db.query<{ operator_id: string | null }>('SELECT operator_id FROM merchants WHERE code = $1', [
    input.merchantCode,
  ]);
  return blockMatchingKeys(db, { ...input, operatorId: row?.operator_id ?? null });
}
