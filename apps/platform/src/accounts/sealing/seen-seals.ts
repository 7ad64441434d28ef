import type { Db } from '../../db/db';
import { MINUTE, at } from '../../db/clock';
import type { Clock } from '../../db/clock';
import { AppError } from '../../http/app-error';

/** How far from the platform's clock a sealing time may be, either way (the client seals with the platform's time). */
export const SEAL_WINDOW_MS = 2 * MINUTE;
/** Expired ids are deleted at most this often per process. */
const CLEAN_EVERY_MS = MINUTE;

const refused = () =>
  new AppError('REQUEST_REPLAYED', 'This request was already sent or has expired. Please try again.');

/**
 * The seen-set of sealed bodies, in the database so it holds across processes: a sealing is taken once,
 * and only while its time is within SEAL_WINDOW_MS of now; its id is kept until then, after which the
 * window check alone refuses it.
 */
export class SeenSeals {
  private cleanedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Records a sealing; throws REQUEST_REPLAYED for one already taken or sealed outside the window. */
  async admit(sealId: string, sealedAt: number): Promise<void> {
    const now = this.clock.now();
    if (!Number.isFinite(sealedAt) || Math.abs(now - sealedAt) > SEAL_WINDOW_MS) throw refused();
    if (now - this.cleanedAt >= CLEAN_EVERY_MS) {
      this.cleanedAt = now;
      await this.db.query('DELETE FROM sealed_requests_seen WHERE expires_at < $1::timestamptz', [at(now)]);
    }
    const inserted = await this.db.query<{ seal_id: string }>(
      'INSERT INTO sealed_requests_seen (seal_id, expires_at) VALUES ($1, $2::timestamptz) ON CONFLICT (seal_id) DO NOTHING RETURNING seal_id',
      [sealId, at(sealedAt + SEAL_WINDOW_MS)],
    );
    if (inserted.length === 0) throw refused();
  }
}
