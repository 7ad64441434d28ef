import type { BrandRegistry } from '../brands/brand-registry';
import type { AccountLimits } from '../config/config';
import type { Db } from '../db/db';
import type { Clock } from '../db/clock';
import type { SealingKeys } from './sealing/sealing-keys';
import type { Outbox } from './sms/outbox';
import type { MailProvider, SmsProvider } from './sms/providers';

/** What the account routes need. */
export interface AccountDeps {
  db: Db;
  brands: BrandRegistry;
  keys: SealingKeys;
  sms: SmsProvider;
  mail: MailProvider;
  limits: AccountLimits;
  clock: Clock;
  /** The dev providers' outboxes; null in production mode (no `/dev` routes). */
  outboxes: { sms: Outbox; mail: Outbox } | null;
}
