import type { AccountDeps } from '../accounts/account-deps';

/** What the money, member-centre and rewards routes need: the account dependencies and the mode. */
export interface MoneyDeps extends AccountDeps {
  /** Production mode: no demo gateway, no development operator calls. */
  production: boolean;
}
