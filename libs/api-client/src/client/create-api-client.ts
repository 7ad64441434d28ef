import { z } from 'zod/mini';
import { callPath, type Call, type CallAnswer, type CallInput, type CallMethod, type NoFields } from '../contract/call';
import * as systemCalls from '../contract/calls/system';
import { ErrorEnvelope, type ErrorCode } from '../contract/envelope';
import { ApiError } from './api-error';
import { createConnectivity, type Connectivity } from './connectivity';
import { defaultRequestTimeoutMs, requestDeadline } from './request-deadline';
import { wireHeaders } from './wire-headers';

/** Any zod schema (zod/mini or classic) that validates an answer's `value`. */
export type Schema = z.core.$ZodType;

export type QueryValue = string | number | boolean | null | undefined;

/** How the transport sends one request; built from a call's description by `call`. */
interface RequestOptions<S extends Schema> {
  /** Validates the answer's `value`; a mismatch becomes an `ApiError` with code UNKNOWN. */
  schema: S;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /**
   * Send the body sealed (login, registration, passwords): encrypted with the platform's public key
   * from GET /wps/system/encryptionKey (fetched once, refetched after a failure). See sealed-body.ts.
   */
  sealed?: boolean;
  /** Overrides the `Merchant` header for this call (free play uses the brand's trial merchant code). */
  merchant?: string;
  /** Module id header of the call (the white-label flag guarding it), e.g. CBS3. */
  moduleId?: string;
  /** `Idempotency-Key` header of a call that moves money: one key per intended operation, reused for its retries. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  /** Origin (and optional prefix) of the platform, '' for same origin. */
  baseUrl: string;
  /** The `Merchant` header: the brand's merchant code, or the session's (a trial session's is the trial merchant). */
  merchant: string | (() => string);
  /** Upper-case platform language code (EN, PT, TY…). */
  getLanguage: () => string;
  /** Injected by the session; undefined when logged out. */
  getToken: () => string | undefined;
  /** Injected by the session: called when the server says the session ended. */
  onSessionExpired?: () => void;
  /** Injected by the session: called when the server refuses a call until the member changes the password. */
  onPasswordChangeRequired?: () => void;
  /** Device header: 'web', or the spec's OTHERS when running as an installed web app. */
  device?: string | (() => string);
  /** Told of every answer and of every request that got none (see connectivity.ts); one is made if not given. */
  connectivity?: Connectivity;
  /** A call with no complete answer after this long fails like a lost answer (default 15 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

type Method = CallMethod;

export interface ApiClient {
  /** Sends a described call (`@wl/api-client/contract`): its method, path, module id and sealing; the answer parsed with its schema. */
  call<C extends Call>(
    call: C,
    ...input: NoFields extends CallInput<C> ? [CallInput<C>?] : [CallInput<C>]
  ): Promise<CallAnswer<C>>;
  /** Whether the platform answers: the offline notice reads it. */
  readonly connectivity: Connectivity;
}

/** Builds `path?query` with undefined/null values left out. */
export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const qs = params.toString();
  return `${baseUrl.replace(/\/$/, '')}${path}${qs ? `?${qs}` : ''}`;
}

/** Sealing (login, registration, passwords) loads with the first sealed call: no page needs it to paint. */
const loadSealing = () => import('../contract/sealed-body');

// SESSION_TIME_LIMIT: the platform ended the session when the session-time limit was used up
const sessionEndingCodes: readonly ErrorCode[] = ['SESSION_EXPIRED', 'NOT_LOGGED_IN', 'SESSION_TIME_LIMIT'];

/**
 * The first issues of an answer that does not match its schema, by path and code (`value.list.0.id: invalid_type,
 * expected number`): the browser loads no English issue texts (the platform's
 * apps/platform/src/http/english-issue-messages.ts sets them on its side).
 */
export function summariseIssues(error: Pick<z.core.$ZodError, 'issues'>): string {
  return error.issues
    .slice(0, 3)
    .map((i) => {
      const expected = 'expected' in i && typeof i.expected === 'string' ? `, expected ${i.expected}` : '';
      return `${i.path.join('.') || '(value)'}: ${i.code}${expected}`;
    })
    .join('; ');
}

/**
 * The transport of every call: wire headers (Merchant, Language, Authorization, Device, ModuleId),
 * the `{ success, value }` envelope, zod validation of answers and typed errors. No React, no
 * session import: the token getter and the session-expired handler are injected.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const connectivity = options.connectivity ?? createConnectivity();
  const timeoutMs = options.timeoutMs ?? defaultRequestTimeoutMs;

  // The platform's key and how far its clock is from ours (sealed bodies carry the platform's time).
  let sealingKey: Promise<{ keyId: string; publicKey: CryptoKey; clockOffsetMs: number }> | undefined;
  function getSealingKey() {
    sealingKey ??= loadSealing().then(async ({ importSealingKey }) => {
      const key = await request('GET', systemCalls.encryptionKey.path, { schema: systemCalls.encryptionKey.answer });
      return {
        keyId: key.keyId,
        publicKey: await importSealingKey(key.publicKey),
        clockOffsetMs: key.serverTime - Date.now(),
      };
    });
    sealingKey.catch(() => {
      sealingKey = undefined;
    });
    return sealingKey;
  }

  async function request<S extends Schema>(method: Method, path: string, req: RequestOptions<S>): Promise<z.output<S>> {
    if (!req.sealed) return send(method, path, req);
    try {
      return await send(method, path, req);
    } catch (error) {
      // A sealed body refused as too old: our idea of the platform's clock was off (a sleeping device, a
      // changed clock). Fetch the key and the time again and seal once more; a new sealing is a new body.
      if (!(error instanceof ApiError) || error.code !== 'REQUEST_REPLAYED') throw error;
      sealingKey = undefined;
      return send(method, path, req);
    }
  }

  async function send<S extends Schema>(method: Method, path: string, req: RequestOptions<S>): Promise<z.output<S>> {
    const device = typeof options.device === 'function' ? options.device() : options.device;
    const token = options.getToken();
    const hasBody = req.body !== undefined && method !== 'GET';
    const headers = wireHeaders({
      merchant: req.merchant ?? (typeof options.merchant === 'function' ? options.merchant() : options.merchant),
      language: options.getLanguage(),
      device: device ?? 'web',
      token,
      moduleId: req.moduleId,
      idempotencyKey: req.idempotencyKey,
      json: hasBody,
    });
    let body = req.body;
    if (hasBody && req.sealed) {
      const [key, { sealPayload }] = await Promise.all([getSealingKey(), loadSealing()]);
      const sealed = await sealPayload(req.body, key, Date.now() + key.clockOffsetMs);
      body = sealed.body;
      Object.assign(headers, sealed.headers);
    }

    const deadline = requestDeadline(timeoutMs, req.signal);
    const timedOut = () =>
      new ApiError('UNKNOWN', `No complete answer to ${path} within ${timeoutMs} ms`, {
        status: 0,
        path,
        timedOut: true,
      });
    let response: Response;
    let payload: unknown;
    try {
      try {
        response = await deadline.race(
          doFetch(buildUrl(options.baseUrl, path, req.query), {
            method,
            headers,
            body: hasBody ? JSON.stringify(body) : undefined,
            signal: deadline.signal,
          }),
        );
      } catch (cause) {
        if (deadline.timedOut()) throw timedOut();
        if (req.signal?.aborted || (cause instanceof DOMException && cause.name === 'AbortError')) throw cause;
        connectivity.reportNetworkFailure();
        throw new ApiError('UNKNOWN', `Network error calling ${path}`, { status: 0, path });
      }
      // Any answer, an HTTP error too, means the platform is reachable.
      connectivity.reportAnswer();

      try {
        payload = await deadline.race(response.json());
      } catch (cause) {
        if (deadline.timedOut()) throw timedOut();
        if (req.signal?.aborted) throw cause;
        throw new ApiError('UNKNOWN', `The server answer to ${path} was not JSON (HTTP ${response.status})`, {
          status: response.status,
          path,
        });
      }
    } finally {
      deadline.done();
    }

    const envelope = payload as { success?: unknown; value?: unknown } | null;
    if (envelope && typeof envelope === 'object' && envelope.success === true && response.ok) {
      const parsed = z.safeParse(req.schema, envelope.value);
      if (!parsed.success) {
        throw new ApiError(
          'UNKNOWN',
          `The server answer to ${path} had an unexpected shape: ${summariseIssues(parsed.error)}`,
          {
            status: response.status,
            path,
          },
        );
      }
      return parsed.data;
    }

    const failure = ErrorEnvelope.safeParse(payload);
    if (!failure.success) {
      throw new ApiError('UNKNOWN', `The server answer to ${path} was not a valid envelope (HTTP ${response.status})`, {
        status: response.status,
        path,
      });
    }
    const { code, message, value } = failure.data;
    if (token && sessionEndingCodes.includes(code)) options.onSessionExpired?.();
    if (token && code === 'PASSWORD_CHANGE_REQUIRED') options.onPasswordChangeRequired?.();
    const refusal =
      value && (value.until !== undefined || value.remaining !== undefined)
        ? { until: value.until, kind: value.kind, period: value.period, remaining: value.remaining }
        : undefined;
    throw new ApiError(code, message, {
      status: response.status,
      path,
      captcha: value?.captcha,
      fields: value?.fields,
      refusal,
    });
  }

  function call<C extends Call>(description: C, input?: CallInput<C>): Promise<CallAnswer<C>> {
    const given = (input ?? {}) as {
      query?: Record<string, QueryValue>;
      body?: unknown;
      params?: Record<string, string | number>;
    } & Omit<RequestOptions<Schema>, 'schema' | 'query' | 'body'>;
    return request(description.method, callPath(description, given.params), {
      schema: description.answer as C['answer'],
      query: given.query,
      body: given.body,
      sealed: description.sealed,
      moduleId: given.moduleId ?? description.moduleId,
      merchant: given.merchant,
      idempotencyKey: given.idempotencyKey,
      signal: given.signal,
    });
  }

  return {
    call: call as ApiClient['call'],
    connectivity,
  };
}
