import type { z } from 'zod/mini';

/** Renders an issue path the way a person would write it: `theme.colors.primary`, `domains[1]`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = input;
  for (const part of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[part];
  }
  return current;
}

const article = (word: string) => (/^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`);

/** One readable message per issue (several for unknown keys), without the file or field. */
function describe(issue: z.core.$ZodIssue, input: unknown): { path: PropertyKey[]; message: string }[] {
  const path = [...issue.path];
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({
      path: [...path, key],
      message: 'unknown key (check the spelling; see docs/how-to-add-a-brand.md)',
    }));
  }
  if (
    valueAt(input, path) === undefined &&
    path.length > 0 &&
    (issue.code === 'invalid_type' || issue.code === 'invalid_value' || issue.code === 'invalid_union')
  ) {
    return [{ path, message: 'required' }];
  }
  // A message written in the schema wins over the generic wording below.
  if (!/^(Invalid|Too (small|big))/.test(issue.message)) return [{ path, message: issue.message }];
  switch (issue.code) {
    case 'invalid_type':
      return [{ path, message: `must be ${article(issue.expected)}` }];
    case 'invalid_value':
      return [{ path, message: `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}` }];
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return [{ path, message: 'must not be empty' }];
      if (issue.origin === 'string') return [{ path, message: `must be at least ${issue.minimum} characters` }];
      if (issue.origin === 'array') return [{ path, message: `must list at least ${issue.minimum}` }];
      return [{ path, message: `must be at least ${issue.minimum}` }];
    case 'too_big':
      if (issue.origin === 'string') return [{ path, message: `must be at most ${issue.maximum} characters` }];
      return [{ path, message: `must be at most ${issue.maximum}` }];
    default:
      return [{ path, message: issue.message }];
  }
}

/**
 * Turns zod issues into one line per problem: `<file>: <field>: <problem>`.
 * `input` is the raw value that was validated (used to tell a missing field from a wrong one).
 */
export function problemLines(file: string, issues: readonly z.core.$ZodIssue[], input: unknown): string[] {
  return issues.flatMap((issue) =>
    describe(issue, input).map(({ path, message }) => {
      const field = formatPath(path);
      return field === '' ? `${file}: ${message}` : `${file}: ${field}: ${message}`;
    }),
  );
}
