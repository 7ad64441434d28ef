import { callPath, type Call } from '../contract/call';
import { buildUrl, type QueryValue } from './create-api-client';
import { wireHeaders } from './wire-headers';

/**
 * The page's start script asks the route's first calls once the first paint is shown, while the app's scripts
 * download (tools/brand, docs/decisions/0069-first-calls-with-the-page.md). It leaves them in this window property;
 * the app's transport takes each one once, when it asks the very same request.
 */
export const earlyAnswersProperty = 'wlEarlyAnswers';

/** An early answer asked longer ago than this is not used: the app started too late for it to be fresh. */
export const earlyAnswerMaxAgeMs = 10_000;

/** One request as the start script sends it: the address and every header. */
export interface EarlyRequest {
  url: string;
  headers: Record<string, string>;
}

/**
 * The request the app sends for a GET call as a visitor in a browser tab (Device `web`, no token), for the start
 * script to send the same.
 */
export function earlyRequest(
  call: Call,
  query: Record<string, QueryValue> | undefined,
  at: { merchant: string; language: string },
): EarlyRequest {
  if (call.method !== 'GET' || call.sealed) throw new Error(`${call.method} ${call.path} cannot be asked early`);
  return {
    url: buildUrl('', callPath(call), query),
    headers: wireHeaders({ merchant: at.merchant, language: at.language, device: 'web', moduleId: call.moduleId }),
  };
}

interface EarlyAnswer extends EarlyRequest {
  /** When the script asked (ms since the epoch). */
  at: number;
  answer: Promise<Response>;
}

/** The script's entries are checked one by one: whatever else sits in the property is passed over. */
function isEarlyAnswer(value: unknown): value is EarlyAnswer {
  const entry = value as Partial<Record<keyof EarlyAnswer, unknown>> | null;
  return (
    typeof entry?.url === 'string' &&
    typeof entry.at === 'number' &&
    typeof entry.headers === 'object' &&
    entry.headers !== null &&
    typeof (entry.answer as { then?: unknown } | null)?.then === 'function'
  );
}

/** The same header names with the same values (the transport's headers are a plain object). */
function sameHeaders(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => b[key] === a[key]);
}

/**
 * A fetch that answers a GET from the start script's early answers when the app asks exactly what the script
 * asked (the same address and the same headers), each answer once. Any other request, an answer already used or
 * asked too long ago, and one that got no answer (network failure) go to the network.
 */
export function withEarlyAnswers(
  doFetch: typeof fetch,
  readAnswers: () => unknown,
  now: () => number = Date.now,
): typeof fetch {
  const used = new WeakSet<object>();
  return (input, init) => {
    const headers = init?.headers as Record<string, string> | undefined;
    const answers = readAnswers();
    if (typeof input === 'string' && (init?.method ?? 'GET') === 'GET' && headers && Array.isArray(answers)) {
      for (const entry of answers as unknown[]) {
        if (!isEarlyAnswer(entry) || used.has(entry) || entry.url !== input || !sameHeaders(entry.headers, headers))
          continue;
        used.add(entry);
        if (now() - entry.at <= earlyAnswerMaxAgeMs) return entry.answer.catch(() => doFetch(input, init));
        break;
      }
    }
    return doFetch(input, init);
  };
}
