import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import { accountRules, checkRule } from '@wl/api-client/contract/account-rules';
import type { LoginResult } from '@wl/api-client/contract/session-calls';
import { contactFieldNames } from '@wl/api-client/contract/register-calls';
import type { RegisterFieldName, RegisterFieldRule, RegisterRequest } from '@wl/api-client/contract/register-calls';
import { toE164 } from '@wl/api-client/contract/mobile-number';
import { applyLinkPreset, findLiveLink } from '../members/affiliate-link-lookup';
import { AppError } from '../../http/app-error';
import type { AccountDeps } from '../account-deps';
import { checkAccountLimit, logAccountCreated } from '../address-limits';
import { checkCaptcha } from '../captcha/challenge-store';
import type { MerchantContext } from '../merchant-context';
import { requireFlag } from '../merchant-context';
import { registrationBlocked } from '../../protection/registration-check';
import {
  emailTaken,
  findAffiliateAgent,
  insertMember,
  mobileTaken,
  sessionMember,
  usernameTaken,
} from '../members/member-repo';
import { hashPassword, unusablePasswordHash } from '../password-hashing';
import { startLoggedIn } from '../sessions/session-repo';
import { verificationFailed, verifySmsCode } from '../sms/sms-codes';
import { acceptedValues, checkRegisterFields } from './register-field-check';
import type { FieldProblem } from './register-field-check';
import { loadRegisterRules } from './register-rules-repo';

/** The opened, schema-checked registration payload. */
export type Opened = z.output<typeof RegisterRequest>;

/** The answer for a number that is malformed for the region or already used: the same either way. */
export const MOBILE_NOT_USABLE =
  'This mobile number cannot be used for registration. Please check it or use another one.';
const EMAIL_NOT_USABLE = 'This e-mail address cannot be used for registration.';

const profileFields: RegisterFieldName[] = [...contactFieldNames, 'payeeName', 'recommenderId'];

function fail(problems: FieldProblem[]): never {
  const first = problems[0];
  if (!first) throw new Error('fail() needs a problem');
  throw new AppError(first.code, first.message, {
    fields: problems.map((p) => ({ field: p.field, problem: p.message })),
  });
}

function passwordProblems(password: string, confirm: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (checkRule(accountRules.password, password)) {
    problems.push({
      field: 'password',
      code: 'PASSWORD_FORMAT',
      message: 'Use 8–32 characters with at least one letter and one digit.',
    });
  }
  if (confirm !== password)
    problems.push({
      field: 'confirmPassword',
      code: 'CONFIRM_PASSWORD_MISMATCH',
      message: 'The two passwords do not match.',
    });
  return problems;
}

/** The number in E.164 when it is valid for the merchant's region (and dialing code, when one is sent). */
function mobileE164(
  merchant: MerchantContext,
  mobileNum: string,
  countryDialingCode: string | undefined,
): string | null {
  if (countryDialingCode !== undefined && countryDialingCode !== merchant.dialingCode) return null;
  return toE164(mobileNum, merchant.phoneRegion) ?? null;
}

interface Prepared {
  username: string | null;
  password: string | null;
  mobile: string | null;
  email: string | null;
  rules: RegisterFieldRule[];
}

async function requireCaptcha(deps: AccountDeps, req: Opened, now: number): Promise<void> {
  if (!req.captcha || !req.captchaId)
    throw new AppError('CAPTCHA_REQUIRED', 'Please enter the captcha.', { captcha: true });
  if (!(await checkCaptcha(deps.db, req.captchaId, req.captcha, now))) {
    throw new AppError('CAPTCHA_WRONG', 'The captcha is wrong. Please try the new one.', { captcha: true });
  }
}

/** Checks shared by both methods after the fields: captcha, affiliate code, uniqueness; then creates the member and logs in. */
async function finish(
  deps: AccountDeps,
  merchant: MerchantContext,
  req: Opened,
  prepared: Prepared,
  address: string,
  method: 'username' | 'mobile',
  now: number,
): Promise<LoginResult> {
  let referrerId: number | null = null;
  const affiliateCode = req.affiliateCode?.trim() ?? '';
  if (affiliateCode !== '') {
    referrerId = await findAffiliateAgent(deps.db, merchant.code, affiliateCode, now);
    if (referrerId === null) {
      throw new AppError('INVALID_INVITATION_CODE', 'The invitation code is not valid.', {
        fields: [{ field: 'affiliateCode', problem: 'The invitation code is not valid.' }],
      });
    }
  }
  if (method === 'mobile' && merchant.flags.REGMOBVERF3) {
    const ok =
      prepared.mobile !== null &&
      (await verifySmsCode(
        deps.db,
        { merchantCode: merchant.code, mobileE164: prepared.mobile, purpose: 'register' },
        req.verificationCode ?? '',
        now,
      ));
    if (!ok) throw verificationFailed();
  }
  if (prepared.username !== null && (await usernameTaken(deps.db, merchant.code, prepared.username))) {
    throw new AppError('USERNAME_EXISTS', 'This username is already taken.', {
      fields: [{ field: 'username', problem: 'This username is already taken.' }],
    });
  }
  if (prepared.mobile !== null && (await mobileTaken(deps.db, merchant.code, prepared.mobile))) {
    throw new AppError('MOBILE_INVALID', MOBILE_NOT_USABLE, {
      fields: [{ field: 'mobileNum', problem: MOBILE_NOT_USABLE }],
    });
  }
  if (prepared.email !== null && (await emailTaken(deps.db, merchant.code, prepared.email))) {
    throw new AppError('EMAIL_FORMAT', EMAIL_NOT_USABLE, { fields: [{ field: 'email', problem: EMAIL_NOT_USABLE }] });
  }
  // A person excluded or timed out on this brand, or on any brand of the operator for all brands (docs/decisions/0037).
  if (
    await registrationBlocked(deps.db, {
      merchantCode: merchant.code,
      mobile: prepared.mobile,
      email: prepared.email,
      now,
    })
  ) {
    throw new AppError('REGISTRATION_REFUSED_PROTECTION', 'This mobile number or e-mail cannot be registered.');
  }

  const values = req as Partial<Record<RegisterFieldName, string | undefined>>;
  const optional = acceptedValues(prepared.rules, values, ['nickname', 'paymentPassword', ...profileFields]);
  const { nickname, paymentPassword, ...profile } = optional;
  const passwordHash =
    prepared.password !== null ? await hashPassword(prepared.password) : await unusablePasswordHash();
  const paymentPasswordHash = paymentPassword ? await hashPassword(paymentPassword) : null;

  for (let attempt = 0; attempt < 5; attempt++) {
    const username = prepared.username ?? generatedUsername();
    const member = await insertMember(
      deps.db,
      {
        merchantCode: merchant.code,
        username,
        passwordHash,
        type: 0,
        nickname: nickname ?? username,
        email: prepared.email,
        mobileE164: prepared.mobile,
        referrerId,
        registerMethod: req.registerMethod,
        registerIp: address,
        profile: profile as Record<string, string>,
        paymentPasswordHash,
      },
      now,
    );
    if (member) {
      // Through an agent's registration link: the link's account type and rebate.
      const link = referrerId !== null ? await findLiveLink(deps.db, merchant.code, affiliateCode, now) : null;
      if (link && link.agentId === referrerId) {
        await applyLinkPreset(deps.db, member.id, link);
        member.type = link.memberType;
      }
      await logAccountCreated(deps.db, address, 'register', now);
      return startLoggedIn(deps.db, sessionMember(member), false, now);
    }
    // Taken meanwhile: a chosen username is an error; a generated one is drawn again.
    if (prepared.username !== null) throw new AppError('USERNAME_EXISTS', 'This username is already taken.');
    if (prepared.mobile !== null && (await mobileTaken(deps.db, merchant.code, prepared.mobile))) {
      throw new AppError('MOBILE_INVALID', MOBILE_NOT_USABLE);
    }
  }
  throw new Error('could not find a free generated username');
}

/** A username for an account registered by mobile number: `p` and 9 digits. */
export function generatedUsername(): string {
  return `p${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

function optionalFieldsProblems(rules: RegisterFieldRule[], req: Opened, skip: Set<RegisterFieldName>) {
  const values = req as Partial<Record<RegisterFieldName, string | undefined>>;
  const problems = checkRegisterFields(rules, values, skip);
  const email = req.email?.trim() ?? '';
  if (
    email !== '' &&
    !skip.has('email') &&
    rules.find((r) => r.field === 'email')?.enabled &&
    checkRule(accountRules.email, email)
  ) {
    if (!problems.some((p) => p.field === 'email'))
      problems.push({ field: 'email', code: 'EMAIL_FORMAT', message: 'Please enter a valid e-mail address.' });
  }
  return problems;
}

/** The start of either registration: its flag, the address's hourly limit, then the merchant's field rules. */
async function startRegistration(
  deps: AccountDeps,
  merchant: MerchantContext,
  flag: 'USERNAMEREG3' | 'MOBILENUMREG3',
  address: string,
): Promise<{ now: number; rules: RegisterFieldRule[] }> {
  const now = deps.clock.now();
  requireFlag(merchant, flag);
  await checkAccountLimit(deps.db, address, 'register', deps.limits.registerPerHour, now);
  return { now, rules: await loadRegisterRules(deps.db, merchant.code) };
}

/** A required invitation code left empty (its value is checked when the account is made). */
function invitationCodeProblems(rules: RegisterFieldRule[], req: Opened): FieldProblem[] {
  const affiliate = req.affiliateCode?.trim() ?? '';
  const required = rules.some((r) => r.field === 'affiliateCode' && r.enabled && r.required);
  return affiliate === '' && required
    ? [{ field: 'affiliateCode', code: 'INVALID_INVITATION_CODE', message: 'Please enter the invitation code.' }]
    : [];
}

/** PUT /wps/member/register (USERNAMEREG3): username, password, confirmation, the merchant's fields, captcha. */
export async function registerByUsername(
  deps: AccountDeps,
  merchant: MerchantContext,
  req: Opened,
  address: string,
): Promise<LoginResult> {
  const { now, rules } = await startRegistration(deps, merchant, 'USERNAMEREG3', address);
  const username = req.username?.trim() ?? '';
  const password = req.password ?? '';
  const problems: FieldProblem[] = [];
  if (checkRule(accountRules.username, username)) {
    problems.push({
      field: 'username',
      code: 'ACCOUNT_FORMAT',
      message: 'Use 4–16 letters or digits, starting with a letter.',
    });
  }
  problems.push(...passwordProblems(password, req.confirmPassword ?? ''));
  problems.push(
    ...optionalFieldsProblems(rules, req, new Set(['username', 'password', 'confirmPassword', 'affiliateCode'])),
  );
  problems.push(...invitationCodeProblems(rules, req));
  let mobile: string | null = null;
  const mobileNum = req.mobileNum ?? '';
  if (mobileNum !== '' && rules.some((r) => r.field === 'mobileNum' && r.enabled)) {
    mobile = mobileE164(merchant, mobileNum, req.countryDialingCode);
    if (mobile === null && !problems.some((p) => p.field === 'mobileNum'))
      problems.push({ field: 'mobileNum', code: 'MOBILE_INVALID', message: MOBILE_NOT_USABLE });
  }
  if (problems.length > 0) fail(problems);
  await requireCaptcha(deps, req, now);
  const email = emailIfEnabled(rules, req);
  return finish(deps, merchant, req, { username, password, mobile, email, rules }, address, 'username', now);
}

function emailIfEnabled(rules: RegisterFieldRule[], req: Opened): string | null {
  const email = req.email?.trim() ?? '';
  return email !== '' && rules.some((r) => r.field === 'email' && r.enabled) ? email : null;
}

/**
 * PUT /wps/member/register/mobile (MOBILENUMREG3): the number (valid for the merchant's region), the SMS
 * code with REGMOBVERF3, a password only with MOBILENUMPASSREG3 (else the member logs in by SMS), captcha.
 * The username is generated.
 */
export async function registerByMobile(
  deps: AccountDeps,
  merchant: MerchantContext,
  req: Opened,
  address: string,
): Promise<LoginResult> {
  const { now, rules } = await startRegistration(deps, merchant, 'MOBILENUMREG3', address);
  const problems: FieldProblem[] = [];
  const mobile = req.mobileNum ? mobileE164(merchant, req.mobileNum, req.countryDialingCode) : null;
  if (mobile === null)
    problems.push({
      field: 'mobileNum',
      code: 'MOBILE_INVALID',
      message: req.mobileNum ? MOBILE_NOT_USABLE : 'Please enter your mobile number.',
    });
  if (merchant.flags.REGMOBVERF3 && checkRule(accountRules.verificationCode, req.verificationCode ?? '')) {
    problems.push({
      field: 'verificationCode',
      code: 'VERIFICATION_CODE_ERROR',
      message: 'Please enter the 6-digit code sent to your phone.',
    });
  }
  const withPassword = merchant.flags.MOBILENUMPASSREG3;
  if (withPassword) problems.push(...passwordProblems(req.password ?? '', req.confirmPassword ?? ''));
  problems.push(
    ...optionalFieldsProblems(
      rules,
      req,
      new Set(['username', 'password', 'confirmPassword', 'mobileNum', 'affiliateCode']),
    ),
  );
  problems.push(...invitationCodeProblems(rules, req));
  if (problems.length > 0) fail(problems);
  await requireCaptcha(deps, req, now);
  const email = emailIfEnabled(rules, req);
  return finish(
    deps,
    merchant,
    req,
    { username: null, password: withPassword ? (req.password ?? '') : null, mobile, email, rules },
    address,
    'mobile',
    now,
  );
}
