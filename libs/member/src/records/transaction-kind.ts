import { movementKinds } from '@wl/api-client/contract/records-calls';

/** The pack key of a movement kind's name; kinds the client does not know show as "other". */
export function transactionKindKey(kind: string): string {
  return (movementKinds as readonly string[]).includes(kind)
    ? `member.records.kinds.${kind}`
    : 'member.records.kinds.other';
}
