import type { FastifyInstance } from 'fastify';
import {
  AVATAR_ICON_COUNT,
  AddBankCardRequest,
  EmailUpdate,
  IconUpdate,
  NicknameUpdate,
  PayeeNameUpdate,
  PaymentPasswordRequest,
  PaymentPasswordResetRequest,
  RemoveBankCardRequest,
  SetSecurityQuestionsRequest,
  bankCardPath,
  customerSecurityQuestionsPath,
  emailInfoPath,
  hasWithdrawalPasswordPath,
  iconInfoPath,
  maskName,
  nicknameInfoPath,
  payeeNameInfoPath,
  paymentPasswordPath,
  paymentPasswordResetPath,
  securityConfigPath,
  securityQuestionsPath,
} from '@wl/api-client/contract';
import type {
  BankCard,
  BankCards,
  CustomerSecurityQuestions,
  IconInfo,
  OkEnvelope,
  SecurityConfig,
  SecurityQuestions,
} from '@wl/api-client/contract';
import { openSealedRequest } from '../accounts/sealing/sealed-request';
import { requireSession } from '../accounts/sessions/authenticate';
import { parseRequest } from '../http/validate';
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

const saved = { success: true as const, value: { saved: true as const } };
/** Calls that check a password: a few a minute per address is plenty for a person. */
const passwordLimit = { rateLimit: { max: 20, timeWindow: 60_000 } };

/**
 * Security and personal info under /wps/member/ (member-agent-platform §7). Anything touching money
 * (payment password, cards, security questions) is for real members; nickname, e-mail and icon for
 * any logged-in account.
 */
export function securityRoutes(app: FastifyInstance, deps: MoneyDeps): void {
  const now = () => deps.clock.now();

  app.get(securityConfigPath, async (request): Promise<OkEnvelope<SecurityConfig>> => {
    const session = await requireSession(deps.db, request, now());
    return { success: true, value: await securityConfig(deps.db, session.member.id) };
  });

  app.get(hasWithdrawalPasswordPath, async (request): Promise<OkEnvelope<{ hasWithdrawalPassword: boolean }>> => {
    const session = await requireRealMember(deps, request);
    return { success: true, value: { hasWithdrawalPassword: await hasPaymentPassword(deps.db, session.member.id) } };
  });

  app.post(paymentPasswordPath, { config: passwordLimit }, async (request): Promise<OkEnvelope<{ saved: true }>> => {
    const session = await requireRealMember(deps, request);
    const body = await openSealedRequest(request, deps.keys, PaymentPasswordRequest);
    await setPaymentPassword(deps.db, session.member.id, body, now());
    return { success: true, value: { saved: true } };
  });

  app.post(
    paymentPasswordResetPath,
    { config: passwordLimit },
    async (request): Promise<OkEnvelope<{ saved: true }>> => {
      const session = await requireRealMember(deps, request);
      const body = await openSealedRequest(request, deps.keys, PaymentPasswordResetRequest);
      await resetPaymentPassword(deps.db, session.member.id, body, now());
      return saved;
    },
  );

  app.get(bankCardPath, async (request): Promise<OkEnvelope<BankCards>> => {
    const session = await requireRealMember(deps, request);
    const settings = await moneySettings(deps.db, session.member.merchantCode);
    const [me] = await deps.db.query<{ payee_name: string | null }>('SELECT payee_name FROM members WHERE id = $1', [
      session.member.id,
    ]);
    return {
      success: true,
      value: {
        cards: await memberCards(deps.db, session.member.id),
        banks: settings.banks,
        payeeName: me?.payee_name ? maskName(me.payee_name) : null,
        maxCards: settings.maxBankCards,
      },
    };
  });

  app.post(bankCardPath, { config: passwordLimit }, async (request): Promise<OkEnvelope<BankCard>> => {
    const session = await requireRealMember(deps, request);
    const body = await openSealedRequest(request, deps.keys, AddBankCardRequest);
    await verifyPaymentPassword(deps.db, session.member.id, body.paymentPassword, now());
    return {
      success: true,
      value: await addCard(deps.db, { id: session.member.id, merchantCode: session.member.merchantCode }, body),
    };
  });

  app.delete(bankCardPath, { config: passwordLimit }, async (request): Promise<OkEnvelope<{ saved: true }>> => {
    const session = await requireRealMember(deps, request);
    const body = await openSealedRequest(request, deps.keys, RemoveBankCardRequest);
    await verifyPaymentPassword(deps.db, session.member.id, body.paymentPassword, now());
    await removeCard(deps.db, session.member.id, body.id);
    return saved;
  });

  app.get(securityQuestionsPath, async (request): Promise<OkEnvelope<SecurityQuestions>> => {
    await requireSession(deps.db, request, now());
    return { success: true, value: { questions: await questionCatalogue(deps.db) } };
  });

  app.get(customerSecurityQuestionsPath, async (request): Promise<OkEnvelope<CustomerSecurityQuestions>> => {
    const session = await requireRealMember(deps, request);
    return { success: true, value: { questionIds: await memberQuestionIds(deps.db, session.member.id) } };
  });

  app.put(
    customerSecurityQuestionsPath,
    { config: passwordLimit },
    async (request): Promise<OkEnvelope<{ saved: true }>> => {
      const session = await requireRealMember(deps, request);
      const body = await openSealedRequest(request, deps.keys, SetSecurityQuestionsRequest);
      await verifyLoginPassword(deps.db, session.member.id, body.loginPassword, now());
      await setSecurityAnswers(deps.db, session.member.id, body.answers);
      return saved;
    },
  );

  app.put(emailInfoPath, async (request): Promise<OkEnvelope<{ saved: true }>> => {
    const session = await requireRealMember(deps, request);
    const { email } = parseRequest(EmailUpdate, request.body ?? {}, 'body');
    await setEmail(deps.db, { id: session.member.id, merchantCode: session.member.merchantCode }, email);
    return saved;
  });

  app.put(payeeNameInfoPath, async (request): Promise<OkEnvelope<{ saved: true }>> => {
    const session = await requireRealMember(deps, request);
    const { payeeName } = parseRequest(PayeeNameUpdate, request.body ?? {}, 'body');
    await setPayeeName(deps.db, session.member.id, payeeName);
    return saved;
  });

  app.put(nicknameInfoPath, async (request): Promise<OkEnvelope<{ saved: true }>> => {
    const session = await requireRealMember(deps, request);
    const { nickname } = parseRequest(NicknameUpdate, request.body ?? {}, 'body');
    await setNickname(deps.db, session.member.id, nickname);
    return saved;
  });

  app.get(iconInfoPath, async (request): Promise<OkEnvelope<IconInfo>> => {
    const session = await requireSession(deps.db, request, now());
    return {
      success: true,
      value: {
        icon: await iconOf(deps.db, session.member.id),
        icons: Array.from({ length: AVATAR_ICON_COUNT }, (_, i) => i + 1),
      },
    };
  });

  app.put(iconInfoPath, async (request): Promise<OkEnvelope<{ saved: true }>> => {
    const session = await requireRealMember(deps, request);
    const { icon } = parseRequest(IconUpdate, request.body ?? {}, 'body');
    await setIcon(deps.db, session.member.id, icon);
    return saved;
  });
}
