import type { Queryable } from '../db/db';
import { at } from '../db/clock';
import { randomToken, sha256Hex } from '../accounts/secret-token';

/** A launch ticket lives one minute and opens the game once. */
export const TICKET_TTL_MS = 60_000;
/** A game session lives at most 12 hours, and never longer than the site session it came from. */
export const GAME_SESSION_TTL_MS = 12 * 60 * 60_000;

export interface TicketInput {
  sessionHash: string;
  nodeId: number;
  language: string;
  backPath: string;
  now: number;
}

/** A one-time launch ticket for the demo vendor's page; only its SHA-256 is stored. */
export async function createLaunchTicket(db: Queryable, input: TicketInput): Promise<string> {
  const ticket = randomToken();
  await db.query(
    `INSERT INTO demo_game_tickets (ticket_hash, session_hash, node_id, language, back_path, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6::timestamptz)`,
    [sha256Hex(ticket), input.sessionHash, input.nodeId, input.language, input.backPath, at(input.now + TICKET_TTL_MS)],
  );
  // Old tickets are of no use: keep the table small.
  await db.query(`DELETE FROM demo_game_tickets WHERE expires_at < $1::timestamptz`, [at(input.now - TICKET_TTL_MS)]);
  return ticket;
}

/**
 * Exchanges a ticket (once, before it expires) for a game session; returns the cookie value, or null
 * when the ticket is unknown, used or expired.
 */
export async function exchangeLaunchTicket(db: Queryable, ticket: string, now: number): Promise<string | null> {
  const [used] = await db.query<{ session_hash: string; node_id: number; language: string; back_path: string }>(
    `UPDATE demo_game_tickets SET used_at = $2::timestamptz
      WHERE ticket_hash = $1 AND used_at IS NULL AND expires_at > $2::timestamptz
      RETURNING session_hash, node_id, language, back_path`,
    [sha256Hex(ticket), at(now)],
  );
  if (!used) return null;
  const cookie = randomToken();
  await db.query(
    `INSERT INTO demo_game_sessions (cookie_hash, session_hash, node_id, language, back_path, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6::timestamptz, $7::timestamptz)`,
    [
      sha256Hex(cookie),
      used.session_hash,
      used.node_id,
      used.language,
      used.back_path,
      at(now),
      at(now + GAME_SESSION_TTL_MS),
    ],
  );
  await db.query(`DELETE FROM demo_game_sessions WHERE expires_at < $1::timestamptz`, [at(now)]);
  return cookie;
}

export interface GameSession {
  memberId: number;
  merchantCode: string;
  memberType: number;
  nodeId: number;
  language: string;
  backPath: string;
  /** The site session behind the game (its token hash and when it started). */
  sessionHash: string;
  sessionStartedAt: number;
}

/**
 * The game session a cookie stands for, if it and the site session behind it are both live (a logout,
 * an expiry or a disabled member ends the game too).
 */
export async function findGameSession(db: Queryable, cookie: string, now: number): Promise<GameSession | null> {
  const [row] = await db.query<{
    member_id: number;
    merchant_code: string;
    type: number;
    node_id: number;
    language: string;
    back_path: string;
    session_hash: string;
    session_created_at: Date;
  }>(
    `SELECT m.id AS member_id, m.merchant_code, m.type, g.node_id, g.language, g.back_path, g.session_hash, s.created_at AS session_created_at
       FROM demo_game_sessions g
       JOIN sessions s ON s.token_hash = g.session_hash
       JOIN members m ON m.id = s.member_id
      WHERE g.cookie_hash = $1 AND g.expires_at > $2::timestamptz
        AND s.revoked_at IS NULL AND s.idle_expires_at > $2::timestamptz AND s.absolute_expires_at > $2::timestamptz
        AND m.status = 'active'`,
    [sha256Hex(cookie), at(now)],
  );
  if (!row) return null;
  return {
    memberId: Number(row.member_id),
    merchantCode: row.merchant_code,
    memberType: Number(row.type),
    nodeId: Number(row.node_id),
    language: row.language,
    backPath: row.back_path,
    sessionHash: row.session_hash,
    sessionStartedAt: new Date(row.session_created_at).getTime(),
  };
}
