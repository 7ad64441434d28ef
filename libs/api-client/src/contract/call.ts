import type { z } from 'zod/mini';

/**
 * One contract call, described once and read by both sides: the client sends it with `client.call(…)`, the platform
 * registers it with `onCall(…)` (apps/platform/src/routes/call-route.ts). Neither side spells a path, a module id or a
 * schema of its own, so the two cannot disagree (docs/decisions/0064). A description is a plain object,
 * `export const x = { … } as const satisfies Call`: no runtime import, so a chunk carries only its own descriptions.
 */
export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Any zod schema (zod/mini or classic). */
export type CallSchema = z.core.$ZodType;

export interface Call {
  readonly method: CallMethod;
  /** The path; `:name` segments are filled from `params` (ops calls). */
  readonly path: string;
  /** Path parameters (`:name` segments). */
  readonly params?: CallSchema;
  /** The query string. */
  readonly query?: CallSchema;
  /** The JSON body (the opened payload of a sealed body). */
  readonly body?: CallSchema;
  /** The answer's `value` inside the `{ success: true, value }` envelope. */
  readonly answer: CallSchema;
  /** The `ModuleId` header: the white-label flag guarding the call (spec), when the spec names one. */
  readonly moduleId?: string;
  /** The body is sealed with the platform's public key (login, registration, passwords; decision 0008). */
  readonly sealed?: boolean;
}

type Input<S> = S extends CallSchema ? z.input<S> : undefined;

/** What the answer parses to on the client. */
export type CallAnswer<C extends Call> = z.output<C['answer']>;
/** What the platform answers: the wire form of the answer, before the client's parse. */
export type CallReply<C extends Call> = z.input<C['answer']>;
export type CallQuery<C extends Call> = Input<C['query']>;
export type CallBody<C extends Call> = Input<C['body']>;
export type CallParams<C extends Call> = Input<C['params']>;

/** An input with no fields: an input it is assignable to has no required field. */
export type NoFields = Record<never, never>;

/** A part the call has is required unless every field of it is optional; a part it lacks cannot be given. */
type Part<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: never }
  : NoFields extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** The client's input of a call: its parts, and the transport's options. */
export type CallInput<C extends Call> = Part<'query', CallQuery<C>> &
  Part<'body', CallBody<C>> &
  Part<'params', CallParams<C>> & {
    signal?: AbortSignal;
    /** `Idempotency-Key` of a call that moves money: one key per intended operation, reused for its retries. */
    idempotencyKey?: string;
    /** Overrides the `Merchant` header (free play uses the brand's trial merchant code). */
    merchant?: string;
    /** Overrides the description's module id, for a call whose flag depends on what it asks for. */
    moduleId?: string;
  };

/** The path with its `:name` segments filled in (URI-encoded); a missing parameter is an error, not "undefined". */
export function callPath(call: Call, params?: Record<string, string | number>): string {
  return call.path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${call.method} ${call.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
