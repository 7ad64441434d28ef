import { CARD_NUMBER_PATTERN, NICKNAME_PATTERN, PAYEE_NAME_PATTERN } from '@wl/api-client/contract/security-calls';
import { accountRules } from '@wl/api-client/contract/account-rules';
import { checkPaymentPassword } from '../../money-shared/amount-rules';

export type Problems<F extends string> = Partial<Record<F, string>>;

/** New payment password and its confirmation: six digits each, the same, different from the old one when changing. */
export function checkNewPin(values: {
  newPin: string;
  confirmPin: string;
  oldPin?: string;
}): Problems<'newPin' | 'confirmPin' | 'oldPin'> {
  const problems: Problems<'newPin' | 'confirmPin' | 'oldPin'> = {};
  if (values.oldPin !== undefined) {
    const old = checkPaymentPassword(values.oldPin);
    if (old) problems.oldPin = old;
  }
  const pin = checkPaymentPassword(values.newPin);
  if (pin) problems.newPin = pin;
  else if (values.oldPin !== undefined && values.oldPin === values.newPin) problems.newPin = 'errors.samePassword';
  if (values.confirmPin === '') problems.confirmPin = 'member.pin.required';
  else if (values.confirmPin !== values.newPin) problems.confirmPin = 'errors.confirmPasswordMismatch';
  return problems;
}

/** The login password asked to set a payment password, security questions or a reset. */
export function checkLoginPassword(value: string): string | undefined {
  return value === '' ? 'errors.enterPassword' : undefined;
}

/** Card numbers are typed with spaces; digits only are sent. */
export function cardDigits(text: string): string {
  return text.replace(/[\s-]/g, '');
}

export function checkCard(values: {
  bankName: string;
  cardNumber: string;
  holderName: string;
  pin: string;
}): Problems<'bankName' | 'cardNumber' | 'holderName' | 'pin'> {
  const problems: Problems<'bankName' | 'cardNumber' | 'holderName' | 'pin'> = {};
  if (values.bankName === '') problems.bankName = 'member.security.cards.chooseBank';
  if (!CARD_NUMBER_PATTERN.test(cardDigits(values.cardNumber)))
    problems.cardNumber = 'member.security.cards.numberFormat';
  if (!PAYEE_NAME_PATTERN.test(values.holderName.trim())) problems.holderName = 'errors.nameFormat';
  const pin = checkPaymentPassword(values.pin);
  if (pin) problems.pin = pin;
  return problems;
}

export function checkNickname(value: string): string | undefined {
  return NICKNAME_PATTERN.test(value.trim()) ? undefined : 'member.security.nickname.format';
}

export function checkEmail(value: string): string | undefined {
  if (value.trim() === '') return 'errors.enterEmail';
  return accountRules.email.pattern.test(value.trim()) ? undefined : 'errors.emailFormat';
}

export function checkPayeeName(value: string): string | undefined {
  return PAYEE_NAME_PATTERN.test(value.trim()) ? undefined : 'errors.nameFormat';
}

/** Two different questions, each answered. */
export function checkQuestions(
  answers: readonly { questionId: number | undefined; answer: string }[],
): string | undefined {
  if (answers.some((a) => a.questionId === undefined)) return 'member.security.questions.choose';
  if (new Set(answers.map((a) => a.questionId)).size !== answers.length) return 'member.security.questions.different';
  if (answers.some((a) => a.answer.trim() === '')) return 'member.security.questions.answer';
  return undefined;
}
