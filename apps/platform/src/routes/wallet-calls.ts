import type { FastifyInstance } from 'fastify';
import { fromCents, walletBalancePath } from '@wl/api-client/contract';
import type { OkEnvelope, WalletBalance } from '@wl/api-client/contract';
import type { AccountDeps } from '../accounts/account-deps';
import { requireSession } from '../accounts/sessions/authenticate';
import { memberBalances } from '../wallet/ledger';

/** GET /wps/v2/wallets/balance: the logged-in member's wallet, derived from the ledger. */
export function walletRoutes(app: FastifyInstance, deps: AccountDeps): void {
  app.get(walletBalancePath, async (request): Promise<OkEnvelope<WalletBalance>> => {
    const session = await requireSession(deps.db, request, deps.clock.now());
    const balances = await memberBalances(deps.db, session.member.id);
    return { success: true, value: { sumBalance: fromCents(balances.main), heldBalance: fromCents(balances.held) } };
  });
}
