import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

export type RequestPart = 'body' | 'query' | 'params' | 'headers';

/** Field problems of a failed parse, e.g. `{ field: "body.maintenance", problem: "expected boolean" }`. */
export function fieldProblems(
  part: RequestPart,
  issues: readonly z.core.$ZodIssue[],
): { field: string; problem: string }[] {
  return issues.map((issue) => ({
    field: [part, ...issue.path.map(String)].join('.'),
    problem: issue.message,
  }));
}

export const NUL_PROBLEM = 'must not contain the NUL character (\\u0000)';

/**
 * The path of the first string (value or object key) holding a NUL character, or null. No text column
 * of PostgreSQL can store one, so such a string is a client mistake, never something to pass on.
 */
export function nulBytePath(data: unknown, path: readonly string[] = []): string[] | null {
  if (typeof data === 'string') return data.includes('\u0000') ? [...path] : null;
  if (Array.isArray(data)) {
    for (let i = 0; i < data.length; i++) {
      const found = nulBytePath(data[i], [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (typeof data === 'object' && data !== null) {
    for (const [key, value] of Object.entries(data)) {
      if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '\\u0000')];
      const found = nulBytePath(value, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** Refuses a request part holding a NUL character anywhere with 400 BAD_REQUEST naming the field. */
export function refuseNulBytes(data: unknown, part: RequestPart): void {
  const path = nulBytePath(data);
  if (!path) return;
  const field = [part, ...path].join('.');
  throw new AppError('BAD_REQUEST', `Invalid request ${part}: ${field}: ${NUL_PROBLEM}`, {
    fields: [{ field, problem: NUL_PROBLEM }],
  });
}

/**
 * Parses one part of a request with its contract schema (zod/mini or classic); a failure is a 400 BAD_REQUEST
 * listing the fields. A NUL character anywhere in the part is refused first (this also covers the payload of
 * a sealed body, which only exists once opened).
 */
export function parseRequest<S extends z.core.$ZodType>(schema: S, data: unknown, part: RequestPart): z.output<S> {
  refuseNulBytes(data, part);
  const result = z.safeParse(schema, data);
  if (result.success) return result.data;
  const fields = fieldProblems(part, result.error.issues);
  const summary = fields.map((f) => `${f.field}: ${f.problem}`).join('; ');
  throw new AppError('BAD_REQUEST', `Invalid request ${part}: ${summary}`, { fields });
}

/** Every call, present and future: a NUL character in the query, path parameters or JSON body is a 400, never a database error. */
export function installNulRefusal(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    refuseNulBytes(request.params, 'params');
    refuseNulBytes(request.query, 'query');
    refuseNulBytes(request.body, 'body');
  });
}
