import { z } from 'zod/mini';
import { accountRules } from './account-rules';
import { PaymentPassword } from './money-common';
import { BankCard } from './withdraw-calls';

/**
 * Security and personal info (member-agent-platform §7, under /wps/member/): the security overview,
 * the payment password (set, change, reset), bank cards, security questions, nickname, e-mail,
 * payee name and avatar icon. Calls carrying a password travel sealed.
 */

const loginPassword = z.string().check(z.minLength(1, 'enter the login password'), z.maxLength(64));

/** What is set up (`memberCalls.securityConfig`). Personal values are masked. */
export const SecurityConfig = z.object({
  hasPaymentPassword: z.boolean(),
  bankCardCount: z.number(),
  hasSecurityQuestions: z.boolean(),
  nickname: z.string(),
  /** Masked, e.g. `d***@example.com`. */
  email: z.nullable(z.string()),
  /** Masked, e.g. `J*** D***`; once set it cannot be changed here. */
  payeeName: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  icon: z.number(),
});
export type SecurityConfig = z.infer<typeof SecurityConfig>;

/** `memberCalls.hasWithdrawalPassword` */
export const HasWithdrawalPassword = z.object({ hasWithdrawalPassword: z.boolean() });

/**
 * `memberCalls.setPaymentPassword`, sealed. Setting the first one needs the login password;
 * changing it needs the current payment password.
 */
export const PaymentPasswordRequest = z.strictObject({
  loginPassword: z.optional(loginPassword),
  oldPaymentPassword: z.optional(PaymentPassword),
  newPaymentPassword: PaymentPassword,
  confirmPaymentPassword: PaymentPassword,
});
export type PaymentPasswordRequest = z.infer<typeof PaymentPasswordRequest>;
export const PaymentPasswordResult = z.object({ saved: z.literal(true) });

export const SecurityAnswer = z.strictObject({
  questionId: z.number().check(z.int(), z.positive()),
  answer: z.string().check(z.trim(), z.minLength(1, 'enter an answer'), z.maxLength(64)),
});
export type SecurityAnswer = z.infer<typeof SecurityAnswer>;

/**
 * `memberCalls.resetPaymentPassword`, sealed: a forgotten payment password, with the login
 * password and — when the member has set security questions — their answers.
 */
export const PaymentPasswordResetRequest = z.strictObject({
  loginPassword,
  answers: z.optional(z.array(SecurityAnswer).check(z.maxLength(3))),
  newPaymentPassword: PaymentPassword,
  confirmPaymentPassword: PaymentPassword,
});
export type PaymentPasswordResetRequest = z.infer<typeof PaymentPasswordResetRequest>;

/**
 * Bank cards: `memberCalls.bankCards` lists them (masked) with the banks offered; `memberCalls.addBankCard`
 * adds one (sealed); `memberCalls.removeBankCard` removes one (sealed).
 */
export const BankCards = z.object({
  cards: z.array(BankCard),
  /** Banks and e-wallets a card may belong to. */
  banks: z.array(z.string()),
  /** The name cards must be held in (masked), once known. */
  payeeName: z.nullable(z.string()),
  maxCards: z.number(),
});
export type BankCards = z.infer<typeof BankCards>;
export const CARD_NUMBER_PATTERN = /^\d{10,19}$/;
export const AddBankCardRequest = z.strictObject({
  bankName: z.string().check(z.trim(), z.minLength(2), z.maxLength(40)),
  /** Digits only (spaces are removed by the client). */
  cardNumber: z.string().check(z.regex(CARD_NUMBER_PATTERN, 'must be 10–19 digits')),
  holderName: z
    .string()
    .check(z.trim(), z.minLength(2, 'must be 2–50 characters'), z.maxLength(50, 'must be 2–50 characters')),
  paymentPassword: PaymentPassword,
});
export type AddBankCardRequest = z.infer<typeof AddBankCardRequest>;
export const RemoveBankCardRequest = z.strictObject({
  id: z.number().check(z.int(), z.positive()),
  paymentPassword: PaymentPassword,
});
export type RemoveBankCardRequest = z.infer<typeof RemoveBankCardRequest>;

/** The questions offered (`memberCalls.securityQuestions`; texts in the packs by `key`). */
export const SecurityQuestions = z.object({ questions: z.array(z.object({ id: z.number(), key: z.string() })) });
export type SecurityQuestions = z.infer<typeof SecurityQuestions>;

/**
 * The member's chosen questions (`memberCalls.customerSecurityQuestions`);
 * `memberCalls.setSecurityQuestions` (sealed) sets two answers.
 */
export const CustomerSecurityQuestions = z.object({ questionIds: z.array(z.number()) });
export type CustomerSecurityQuestions = z.infer<typeof CustomerSecurityQuestions>;
export const SECURITY_ANSWER_COUNT = 2;
export const SetSecurityQuestionsRequest = z.strictObject({
  loginPassword,
  answers: z.array(SecurityAnswer).check(
    z.length(SECURITY_ANSWER_COUNT, `give ${SECURITY_ANSWER_COUNT} answers`),
    z.refine(
      (answers) => new Set(answers.map((a) => a.questionId)).size === answers.length,
      'choose different questions',
    ),
  ),
});
export type SetSecurityQuestionsRequest = z.infer<typeof SetSecurityQuestionsRequest>;

/** `memberCalls.setEmail` */
export const EmailUpdate = z.strictObject({
  email: z.string().check(z.trim(), z.regex(accountRules.email.pattern, 'must be an e-mail address')),
});

/** Payee name: letters (any script), spaces, dots, apostrophes and dashes, 2–50 characters. */
export const PAYEE_NAME_PATTERN = /^[\p{L}][\p{L} .'-]{1,49}$/u;
/** `memberCalls.setPayeeName`: set once (bank cards must be held in this name). */
export const PayeeNameUpdate = z.strictObject({
  payeeName: z.string().check(z.trim(), z.regex(PAYEE_NAME_PATTERN, 'must be a name of 2–50 letters')),
});

/** Nickname: 2–20 characters, no angle brackets or control characters. */
export const NICKNAME_PATTERN = /^[^<>\p{Cc}]{2,20}$/u;
/** `memberCalls.setNickname` */
export const NicknameUpdate = z.strictObject({
  nickname: z.string().check(z.trim(), z.regex(NICKNAME_PATTERN, 'must be 2–20 characters without < or >')),
});

/** The avatar icons offered (numbered 1–8). */
export const AVATAR_ICON_COUNT = 8;
/** The chosen icon and those offered (`memberCalls.iconInfo`); `memberCalls.setIcon` chooses one. */
export const IconInfo = z.object({ icon: z.number(), icons: z.array(z.number()) });
export type IconInfo = z.infer<typeof IconInfo>;
export const IconUpdate = z.strictObject({ icon: z.number().check(z.int(), z.gte(1), z.lte(AVATAR_ICON_COUNT)) });

/** Answer of the info updates. */
export const InfoSaved = z.object({ saved: z.literal(true) });
