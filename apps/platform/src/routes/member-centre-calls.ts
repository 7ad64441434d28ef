import type { FastifyInstance } from 'fastify';
import { fromCents } from '@wl/api-client/contract/money';
import { moneyCalls, sessionCalls } from '@wl/api-client/contract';
import type { MemberWallets } from '@wl/api-client/contract/member-centre-calls';
import type { PromoSummary } from '@wl/api-client/contract/promo-summary';
import { bearerToken, requireSession } from '../accounts/sessions/authenticate';
import { merchantContext } from '../accounts/merchant-context';
import { AppError } from '../http/app-error';
import { verifyPaymentPassword } from '../member/payment-password';
import { idempotencyKeyOf } from '../money/idempotency';
import { merchantFlags } from '../money/merchant-flags';
import type { MoneyDeps } from '../money/money-deps';
import { moneySettings } from '../wallet/money-settings';
import { enabledMethods } from '../money/payment-methods';
import { isRealMemberType, requireRealMember } from '../accounts/sessions/real-member';
import { transferToUpline, uplineTransferInfo } from '../money/upline-transfer';
import { claimItems, promoSwitches } from '../rewards/promotions';
import { memberBalances } from '../wallet/ledger';
import { onCall } from './call-route';
import { runningGateways } from './deposit-calls';

/** Wallet overview, the merchant's money settings, the promotion summary behind the badges, transfer to the superior. */
export function memberCentreRoutes(app: FastifyInstance, deps: MoneyDeps): void {
  const currencyOf = (merchantCode: string, brandId?: string) =>
    (
      deps.brands.brands.find((b) => b.id === brandId) ??
      deps.brands.brands.find((b) => b.merchantCode === merchantCode || b.trialMerchantCode === merchantCode)
    )?.currency.code ?? deps.brands.defaultBrand.currency.code;

  onCall(app, moneyCalls.memberWallets, async ({ request }) => {
    const session = await requireSession(deps.db, request, deps.clock.now());
    const balances = await memberBalances(deps.db, session.member.id);
    return {
      currency: currencyOf(session.member.merchantCode),
      sumBalance: fromCents(balances.main),
      heldBalance: fromCents(balances.held),
      wallets: [
        { walletCode: 'MAIN', balance: fromCents(balances.main) },
        { walletCode: 'HELD', balance: fromCents(balances.held) },
      ],
    } satisfies MemberWallets;
  });

  onCall(app, moneyCalls.merchantWallet, async ({ request }) => {
    const merchant = await merchantContext(deps.db, deps.brands, request);
    const settings = await moneySettings(deps.db, merchant.code);
    const methods = await enabledMethods(deps.db, merchant.code, runningGateways(deps));
    const mins = methods.map((m) => Number(m.min_cents));
    const maxes = methods.map((m) => Number(m.max_cents));
    return {
      currency: currencyOf(merchant.code, merchant.brandId),
      deposit: {
        minAmount: fromCents(mins.length ? Math.min(...mins) : 0),
        maxAmount: fromCents(maxes.length ? Math.max(...maxes) : 0),
      },
      withdrawal: {
        minAmount: fromCents(settings.withdrawMinCents),
        maxAmount: fromCents(settings.withdrawMaxCents),
      },
    };
  });

  onCall(app, sessionCalls.promoSummary, async ({ request }) => {
    const now = deps.clock.now();
    // Visitors and guests: the switches only. A token that no longer works is still an error.
    const session = bearerToken(request) ? await requireSession(deps.db, request, now) : null;
    const merchantCode = session?.member.merchantCode ?? (await merchantContext(deps.db, deps.brands, request)).code;
    const switches = await promoSwitches(deps.db, deps.brands, merchantCode);
    let unclaimed = 0;
    let missions = 0;
    let invited = 0;
    if (session && isRealMemberType(session.member.type)) {
      const input = { merchantCode, memberId: session.member.id, switches, language: 'EN', now };
      unclaimed = (await claimItems(deps.db, { ...input, category: 'reward' })).filter(
        (i) => i.state === 'claimable',
      ).length;
      if (switches.MISSION)
        missions = (await claimItems(deps.db, { ...input, category: 'mission' })).filter(
          (i) => i.state === 'claimable',
        ).length;
      const [row] = await deps.db.query<{ n: string | number }>(
        'SELECT COUNT(*) AS n FROM members WHERE referrer_id = $1',
        [session.member.id],
      );
      invited = Number(row?.n ?? 0);
    }
    return {
      unclaimedCount: unclaimed,
      promos: [
        { key: 'REFERRAL', enabled: switches.REFERRAL, count: invited },
        { key: 'MISSION', enabled: switches.MISSION, count: missions },
      ],
    } satisfies PromoSummary;
  });

  async function transferContext(request: Parameters<typeof requireRealMember>[1]) {
    const session = await requireRealMember(deps, request);
    const flags = await merchantFlags(deps.db, deps.brands, session.member.merchantCode);
    return {
      member: { id: session.member.id, merchantCode: session.member.merchantCode, type: session.member.type },
      flagOn: flags.AGETRANSFERUP3,
    };
  }

  onCall(app, moneyCalls.uplineTransferInfo, async ({ request }) => {
    const { member, flagOn } = await transferContext(request);
    return uplineTransferInfo(deps.db, member, flagOn);
  });

  onCall(
    app,
    moneyCalls.uplineTransfer,
    async ({ request, body }) => {
      const { member, flagOn } = await transferContext(request);
      const idempotencyKey = idempotencyKeyOf(request);
      const transfer = await body();
      if (!(await uplineTransferInfo(deps.db, member, flagOn)).allowed) {
        throw new AppError(
          'NO_PERMISSION',
          'Sorry, this account does not have permission or the feature is temporarily unavailable.',
        );
      }
      await verifyPaymentPassword(deps.db, member.id, transfer.paymentPassword, deps.clock.now());
      return transferToUpline(deps.db, { member, flagOn, idempotencyKey }, transfer);
    },
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
  );
}
