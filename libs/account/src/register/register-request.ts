import type { RegisterRequest } from '@wl/api-client/contract/register-calls';
import { affiliateCodeToSend, type InvitationCodeMode } from './invitation-code';
import {
  optionalRegisterFields,
  type OptionalRegisterField,
  type RegisterFormField,
  type RegisterValues,
} from './register-fields';
import type { RegistrationMethod } from './registration-method';
import type { registerMethodOf } from '@wl/session';

export interface RegisterRequestInput {
  method: RegistrationMethod;
  fields: readonly RegisterFormField[];
  values: RegisterValues;
  invitation: InvitationCodeMode;
  linkCode: string | undefined;
  captchaId: string | undefined;
  countryDialingCode: string;
  registerMethod: ReturnType<typeof registerMethodOf>;
  /** The page's address and host name (registerUrl, domain). */
  location: { href: string; hostname: string };
}

/** The optional fields sent as typed: all but the mobile number, which goes with its dialing code. */
type TypedOptionalField = Exclude<OptionalRegisterField, 'mobileNum'>;

const passthrough: readonly (TypedOptionalField | 'verificationCode')[] = [
  ...optionalRegisterFields.filter((field): field is TypedOptionalField => field !== 'mobileNum'),
  'verificationCode',
];

/** The registration payload (spec §3) from the shown fields only; `type` is always 0. */
export function buildRegisterRequest(input: RegisterRequestInput): RegisterRequest {
  const { fields, values } = input;
  const shown = (field: RegisterFormField) => fields.includes(field);
  const request: RegisterRequest = {
    registerMethod: input.registerMethod,
    registerUrl: input.location.href.slice(0, 512),
    domain: input.location.hostname.slice(0, 253),
    type: 0,
    captcha: values.captcha ?? '',
    captchaId: input.captchaId,
  };
  if (shown('username')) request.username = (values.username ?? '').trim();
  if (shown('password')) {
    request.password = values.password ?? '';
    request.confirmPassword = values.confirmPassword ?? '';
  }
  const mobileNum = values.mobileNum ?? '';
  if (shown('mobileNum') && mobileNum !== '') {
    request.mobileNum = mobileNum;
    request.countryDialingCode = input.countryDialingCode;
  }
  for (const field of passthrough) {
    const value = (values[field] ?? '').trim();
    if (shown(field) && value !== '') request[field] = field === 'paymentPassword' ? (values[field] ?? '') : value;
  }
  const affiliateCode = affiliateCodeToSend(input.invitation, input.linkCode, values.affiliateCode ?? '');
  if (affiliateCode) request.affiliateCode = affiliateCode;
  return request;
}
