import type { DepositMethod, ReceivingAccount } from '@wl/api-client/contract/deposit-calls';
import { fromCents } from '@wl/api-client/contract/money';
import type { Queryable } from '../db/db';

export interface PaymentMethodRow {
  id: number;
  merchant_code: string;
  code: string;
  kind: 'bank' | 'ewallet' | 'gateway';
  name: string;
  min_cents: string | number;
  max_cents: string | number;
  receiving: ReceivingAccount | null;
  gateway: string | null;
  secret: string | null;
  enabled: boolean;
}

const columns = 'id, merchant_code, code, kind, name, min_cents, max_cents, receiving, gateway, secret, enabled';

/**
 * The merchant's enabled methods in display order. Gateway methods whose gateway this process does
 * not run (the demo gateway in production) are left out.
 */
export async function enabledMethods(
  db: Queryable,
  merchantCode: string,
  gateways: ReadonlySet<string>,
): Promise<PaymentMethodRow[]> {
  const rows = await db.query<PaymentMethodRow>(
    `SELECT ${columns} FROM payment_methods WHERE merchant_code = $1 AND enabled ORDER BY sort, id`,
    [merchantCode],
  );
  return rows.filter((row) => row.gateway === null || gateways.has(row.gateway));
}

export async function findMethod(db: Queryable, merchantCode: string, id: number): Promise<PaymentMethodRow | null> {
  const [row] = await db.query<PaymentMethodRow>(
    `SELECT ${columns} FROM payment_methods WHERE merchant_code = $1 AND id = $2`,
    [merchantCode, id],
  );
  return row ?? null;
}

export function toDepositMethod(row: PaymentMethodRow): DepositMethod {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    minAmount: fromCents(Number(row.min_cents)),
    maxAmount: fromCents(Number(row.max_cents)),
    receiving: row.receiving,
  };
}
