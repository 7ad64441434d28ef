import { loggedInMs } from './session-time';

const M = 60_000;
const now = 1_000 * M;

describe('logged-in time in a window', () => {
  it.each([
    [
      'an open session',
      [{ createdAt: now - 30 * M, lastSeenAt: now - M, revokedAt: null, idleExpiresAt: now + 20 * M }],
      0,
      30 * M,
    ],
    [
      'a logged-out session',
      [{ createdAt: now - 90 * M, lastSeenAt: now - 70 * M, revokedAt: now - 60 * M, idleExpiresAt: now }],
      0,
      30 * M,
    ],
    [
      'an idle-expired session counts to its last call',
      [{ createdAt: now - 90 * M, lastSeenAt: now - 80 * M, revokedAt: null, idleExpiresAt: now - 50 * M }],
      0,
      10 * M,
    ],
    [
      'only the part inside the window',
      [{ createdAt: now - 90 * M, lastSeenAt: now, revokedAt: null, idleExpiresAt: now + M }],
      now - 20 * M,
      20 * M,
    ],
    [
      'two sessions add up',
      [
        { createdAt: now - 50 * M, lastSeenAt: now - 40 * M, revokedAt: now - 40 * M, idleExpiresAt: now },
        { createdAt: now - 5 * M, lastSeenAt: now, revokedAt: null, idleExpiresAt: now + M },
      ],
      0,
      15 * M,
    ],
    [
      'a session ended before the window',
      [{ createdAt: now - 90 * M, lastSeenAt: now - 80 * M, revokedAt: now - 80 * M, idleExpiresAt: now }],
      now - 60 * M,
      0,
    ],
  ])('%s', (_label, sessions, since, expected) => {
    expect(loggedInMs(sessions, since, now)).toBe(expected);
  });
});
