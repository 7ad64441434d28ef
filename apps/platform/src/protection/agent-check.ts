import type { Queryable } from '../db/db';
import { AppError } from '../http/app-error';
import { activeBlock, personOf } from './protection-repo';

/**
 * Agent calls and player protection (docs/decisions/0039): an agent cannot move money to a person who is
 * excluded or timed out anywhere the block reaches. The answer does not say which of the two, until
 * when, or where it was set — the agent learns only that the member cannot receive money now
 * (`RECIPIENT_UNAVAILABLE`, not the player's own `PLAYER_EXCLUDED`, whose text speaks to the player).
 */
export const RECIPIENT_BLOCKED_MESSAGE = 'This member cannot receive money now.';

export async function assertRecipientsNotBlocked(
  db: Queryable,
  memberIds: readonly number[],
  now: number,
): Promise<void> {
  for (const memberId of memberIds) {
    const person = await personOf(db, memberId);
    if (person && (await activeBlock(db, person, now)))
      throw new AppError('RECIPIENT_UNAVAILABLE', RECIPIENT_BLOCKED_MESSAGE);
  }
}
