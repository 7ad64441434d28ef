import type { FastifyInstance } from 'fastify';
import { fromCents } from '@wl/api-client/contract/money';
import { sessionCalls } from '@wl/api-client/contract';
import type { AccountDeps } from '../accounts/account-deps';
import { requireSession } from '../accounts/sessions/authenticate';
import { memberBalances } from '../wallet/ledger';
import { onCall } from './call-route';

/** The logged-in member's wallet, derived from the ledger. */
export function walletRoutes(app: FastifyInstance, deps: AccountDeps): void {
  onCall(app, sessionCalls.walletBalance, async ({ request }) => {
    const session = await requireSession(deps.db, request, deps.clock.now());
    const balances = await memberBalances(deps.db, session.member.id);
    return { sumBalance: fromCents(balances.main), heldBalance: fromCents(balances.held) };
  });
}
