import { z } from 'zod';
import { AppError } from './app-error';

export type RequestPart = 'body' | 'query' | 'params' | 'headers';

/** Field problems of a failed parse, e.g. `{ field: "body.maintenance", problem: "expected boolean" }`. */
export function fieldProblems(part: RequestPart, issues: readonly z.core.$ZodIssue[]): { field: string; problem: string }[] {
  return issues.map((issue) => ({
    field: [part, ...issue.path.map(String)].join('.'),
    problem: issue.message,
  }));
}

/** Parses one part of a request with its contract schema (zod/mini or classic); a failure is a 400 BAD_REQUEST listing the fields. */
export function parseRequest<S extends z.core.$ZodType>(schema: S, data: unknown, part: RequestPart): z.output<S> {
  const result = z.safeParse(schema, data);
  if (result.success) return result.data;
  const fields = fieldProblems(part, result.error.issues);
  const summary = fields.map((f) => `${f.field}: ${f.problem}`).join('; ');
  throw new AppError(400, 'BAD_REQUEST', `Invalid request ${part}: ${summary}`, { fields });
}
