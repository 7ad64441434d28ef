import type { FastifyInstance } from 'fastify';
import { AVATAR_ICON_COUNT } from '@wl/api-client/contract/security-calls';
import { maskName } from '@wl/api-client/contract/money-common';
import { memberCalls } from '@wl/api-client/contract';
import { requireSession } from '../accounts/sessions/authenticate';
import { addCard, memberCards, removeCard } from '../member/bank-cards';
import { iconOf, securityConfig, setEmail, setIcon, setNickname, setPayeeName } from '../member/member-info';
import {
  hasPaymentPassword,
  resetPaymentPassword,
  setPaymentPassword,
  verifyLoginPassword,
  verifyPaymentPassword,
} from '../member/payment-password';
import { memberQuestionIds, questionCatalogue, setSecurityAnswers } from '../member/security-questions';
import type { MoneyDeps } from '../money/money-deps';
import { moneySettings } from '../wallet/money-settings';
import { requireRealMember } from '../accounts/sessions/real-member';
import { onCall } from './call-route';

const saved = { saved: true as const };
/** Calls that check a password: a few a minute per address is plenty for a person. */
const passwordLimit = { config: { rateLimit: { max: 20, timeWindow: 60_000 } } };

/**
 * Security and personal info under /wps/member/ (member-agent-platform §7). Anything touching money
 * (payment password, cards, security questions) is for real members; nickname, e-mail and icon for
 * any logged-in account.
 */
export function securityRoutes(app: FastifyInstance, deps: MoneyDeps): void {
  const now = () => deps.clock.now();

  onCall(app, memberCalls.securityConfig, async ({ request }) => {
    const session = await requireSession(deps.db, request, now());
    return securityConfig(deps.db, session.member.id);
  });

  onCall(app, memberCalls.hasWithdrawalPassword, async ({ request }) => {
    const session = await requireRealMember(deps, request);
    return { hasWithdrawalPassword: await hasPaymentPassword(deps.db, session.member.id) };
  });

  onCall(
    app,
    memberCalls.setPaymentPassword,
    async ({ request, body }) => {
      const session = await requireRealMember(deps, request);
      await setPaymentPassword(deps.db, session.member.id, await body(), now());
      return saved;
    },
    passwordLimit,
  );

  onCall(
    app,
    memberCalls.resetPaymentPassword,
    async ({ request, body }) => {
      const session = await requireRealMember(deps, request);
      await resetPaymentPassword(deps.db, session.member.id, await body(), now());
      return saved;
    },
    passwordLimit,
  );

  onCall(app, memberCalls.bankCards, async ({ request }) => {
    const session = await requireRealMember(deps, request);
    const settings = await moneySettings(deps.db, session.member.merchantCode);
    const [me] = await deps.db.query<{ payee_name: string | null }>('SELECT payee_name FROM members WHERE id = $1', [
      session.member.id,
    ]);
    return {
      cards: await memberCards(deps.db, session.member.id),
      banks: settings.banks,
      payeeName: me?.payee_name ? maskName(me.payee_name) : null,
      maxCards: settings.maxBankCards,
    };
  });

  onCall(
    app,
    memberCalls.addBankCard,
    async ({ request, body }) => {
      const session = await requireRealMember(deps, request);
      const card = await body();
      await verifyPaymentPassword(deps.db, session.member.id, card.paymentPassword, now());
      return addCard(deps.db, { id: session.member.id, merchantCode: session.member.merchantCode }, card);
    },
    passwordLimit,
  );

  onCall(
    app,
    memberCalls.removeBankCard,
    async ({ request, body }) => {
      const session = await requireRealMember(deps, request);
      const removal = await body();
      await verifyPaymentPassword(deps.db, session.member.id, removal.paymentPassword, now());
      await removeCard(deps.db, session.member.id, removal.id);
      return saved;
    },
    passwordLimit,
  );

  onCall(app, memberCalls.securityQuestions, async ({ request }) => {
    await requireSession(deps.db, request, now());
    return { questions: await questionCatalogue(deps.db) };
  });

  onCall(app, memberCalls.customerSecurityQuestions, async ({ request }) => {
    const session = await requireRealMember(deps, request);
    return { questionIds: await memberQuestionIds(deps.db, session.member.id) };
  });

  onCall(
    app,
    memberCalls.setSecurityQuestions,
    async ({ request, body }) => {
      const session = await requireRealMember(deps, request);
      const { loginPassword, answers } = await body();
      await verifyLoginPassword(deps.db, session.member.id, loginPassword, now());
      await setSecurityAnswers(deps.db, session.member.id, answers);
      return saved;
    },
    passwordLimit,
  );

  onCall(app, memberCalls.setEmail, async ({ request, body }) => {
    const session = await requireRealMember(deps, request);
    const { email } = await body();
    await setEmail(deps.db, { id: session.member.id, merchantCode: session.member.merchantCode }, email);
    return saved;
  });

  onCall(app, memberCalls.setPayeeName, async ({ request, body }) => {
    const session = await requireRealMember(deps, request);
    const { payeeName } = await body();
    await setPayeeName(deps.db, session.member.id, payeeName);
    return saved;
  });

  onCall(app, memberCalls.setNickname, async ({ request, body }) => {
    const session = await requireRealMember(deps, request);
    const { nickname } = await body();
    await setNickname(deps.db, session.member.id, nickname);
    return saved;
  });

  onCall(app, memberCalls.iconInfo, async ({ request }) => {
    const session = await requireSession(deps.db, request, now());
    return {
      icon: await iconOf(deps.db, session.member.id),
      icons: Array.from({ length: AVATAR_ICON_COUNT }, (_, i) => i + 1),
    };
  });

  onCall(app, memberCalls.setIcon, async ({ request, body }) => {
    const session = await requireRealMember(deps, request);
    const { icon } = await body();
    await setIcon(deps.db, session.member.id, icon);
    return saved;
  });
}
