import { RegisterFieldRule, registerFieldNames } from '@wl/api-client/contract/register-calls';
import type { Queryable } from '../../db/db';

const known: ReadonlySet<string> = new Set(registerFieldNames);

/** The merchant's registration field rules in display order (rows of unknown fields are left out). */
export async function loadRegisterRules(db: Queryable, merchantCode: string): Promise<RegisterFieldRule[]> {
  const rows = await db.query<{
    field: string;
    required: boolean;
    enabled: boolean;
    pattern: string | null;
    message: string | null;
  }>(
    'SELECT field, required, enabled, pattern, message FROM register_field_rules WHERE merchant_code = $1 ORDER BY sort, field',
    [merchantCode],
  );
  return rows.filter((row) => known.has(row.field)).map((row) => RegisterFieldRule.parse(row));
}
