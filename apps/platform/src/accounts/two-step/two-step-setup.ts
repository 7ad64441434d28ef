import type {
  TwoStepDisableRequest,
  TwoStepRecoveryCodes,
  TwoStepSetup,
  TwoStepStatus,
} from '@wl/api-client/contract/two-step-calls';
import { AppError } from '../../http/app-error';
import type { AccountDeps } from '../account-deps';
import type { MerchantContext } from '../merchant-context';
import { findMemberById } from '../members/member-repo';
import { verifyPassword } from '../password-hashing';
import type { SessionMember } from '../sessions/session-repo';
import { INVALID_CREDENTIALS_MESSAGE } from '../login/password-login';
import { codeAttempts, wrongCode } from './code-attempts';
import { newRecoveryCodes } from './recovery-codes';
import { matchingStep, newTotpSecret, totpUri } from './totp';
import { acceptCode } from './two-step-codes';
import {
  claimStep,
  enableTwoStep,
  readTwoStep,
  recoveryCodesLeft,
  removeTwoStep,
  savePendingSecret,
} from './two-step-repo';

const alreadyOn = () => new AppError('ALREADY_SET', 'Two-step login is already on.');
const notStarted = () => new AppError('BAD_REQUEST', 'Start the set-up of two-step login first.');

export async function twoStepStatus(deps: AccountDeps, member: SessionMember): Promise<TwoStepStatus> {
  const twoStep = await readTwoStep(deps.db, member.id);
  return {
    enabled: twoStep?.enabled ?? false,
    recoveryCodesLeft: twoStep?.enabled ? await recoveryCodesLeft(deps.db, member.id) : 0,
  };
}

/** A new secret for the app (replacing one not confirmed yet); `issuer` is the brand's name the app shows. */
export async function startTwoStepSetup(
  deps: AccountDeps,
  member: SessionMember,
  issuer: string,
): Promise<TwoStepSetup> {
  const secret = newTotpSecret();
  if (!(await savePendingSecret(deps.db, member.id, secret))) throw alreadyOn();
  return { secret, uri: totpUri(secret, issuer, member.username) };
}

/** The first code from the app proves it holds the secret: two-step goes on and the recovery codes are answered once. */
export async function confirmTwoStepSetup(
  deps: AccountDeps,
  member: SessionMember,
  code: string,
): Promise<TwoStepRecoveryCodes> {
  const now = deps.clock.now();
  const twoStep = await readTwoStep(deps.db, member.id);
  if (!twoStep) throw notStarted();
  if (twoStep.enabled) throw alreadyOn();
  const step = matchingStep(twoStep.secret, code, now);
  if (step === null || !(await claimStep(deps.db, member.id, step))) throw wrongCode();
  const recoveryCodes = newRecoveryCodes();
  const enabled = await deps.db.transaction((tx) => enableTwoStep(tx, member.id, recoveryCodes, now));
  if (!enabled) throw alreadyOn();
  return { recoveryCodes };
}

/**
 * Turning two-step off needs the login password and an app code or a recovery code; wrong ones count
 * as failed logins (a stolen session cannot guess its way through).
 */
export async function disableTwoStep(
  deps: AccountDeps,
  merchant: MerchantContext,
  member: SessionMember,
  req: TwoStepDisableRequest,
  address: string,
): Promise<void> {
  const now = deps.clock.now();
  const attempts = codeAttempts(deps, merchant, member.username, address);
  await attempts.refuseWhenLocked();
  const row = await findMemberById(deps.db, member.id);
  const twoStep = await readTwoStep(deps.db, member.id);
  if (!row || !twoStep?.enabled) throw new AppError('BAD_REQUEST', 'Two-step login is not on.');
  if (!(await verifyPassword(row.password_hash, req.password))) {
    await attempts.failed(new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE));
  }
  if (!(await acceptCode(deps.db, member.id, twoStep.secret, req.code, now))) await attempts.failed(wrongCode());
  await deps.db.transaction((tx) => removeTwoStep(tx, member.id));
}
