/**
 * When the reality check shows while playing (issue 13): `intervalSeconds` after the session started,
 * or after the player last answered it. Pure: times are milliseconds since the epoch.
 */
export interface RealityTimingInput {
  /** The session's start (ISO time from the protection state). */
  sessionStartedAt: string;
  /** When the player last chose "Continue", if ever. */
  answeredAt: number | null;
  /** Seconds between checks; 0 = off. */
  intervalSeconds: number;
}

/** The instant the next check is due, or null when the reality check is off or the start is unreadable. */
export function nextCheckAt({ sessionStartedAt, answeredAt, intervalSeconds }: RealityTimingInput): number | null {
  const started = Date.parse(sessionStartedAt);
  if (!(intervalSeconds > 0) || !Number.isFinite(started)) return null;
  const interval = intervalSeconds * 1_000;
  if (answeredAt !== null && answeredAt >= started) return answeredAt + interval;
  return started + interval;
}

/** Whole hours and minutes between two instants (never negative). */
export function elapsedParts(from: number, to: number): { hours: number; minutes: number } {
  const minutes = Math.max(0, Math.floor((to - from) / 60_000));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** The pack key and values of an elapsed time: "1 h 5 min", or "5 min" under an hour. */
export function elapsedText(from: number, to: number): { key: string; values: { hours?: number; minutes: number } } {
  const { hours, minutes } = elapsedParts(from, to);
  return hours > 0
    ? { key: 'protection.time.hoursMinutes', values: { hours, minutes } }
    : { key: 'protection.time.minutes', values: { minutes } };
}
