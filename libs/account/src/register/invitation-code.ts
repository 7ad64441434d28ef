import type { RegisterFieldRule } from '@wl/api-client/contract/register-calls';

/** The affiliate code of a registration link: `?affiliateCode=` (or the short `?code=`). */
export function affiliateCodeFromLink(search: string): string | undefined {
  const params = new URLSearchParams(search);
  const code = (params.get('affiliateCode') ?? params.get('code') ?? '').trim();
  return code === '' ? undefined : code;
}

/**
 * What the form does with the affiliate code (spec §4):
 * - `link`: the link's code is valid — no field, the code is sent;
 * - `required`: the link's code is invalid and the field is enabled — a required invitation code field;
 * - `optional`/`requiredByRule`: no link code and the field is enabled — the field as its rule says;
 * - `none`: no field and no code (an invalid link code with the field disabled is dropped).
 */
export type InvitationCodeMode = 'link' | 'required' | 'optional' | 'none';

export interface InvitationCodeInput {
  linkCode: string | undefined;
  /** Whether the platform accepted the link's code (undefined without a link code). */
  linkCodeValid: boolean | undefined;
  rule: RegisterFieldRule | undefined;
}

export function invitationCodeMode({ linkCode, linkCodeValid, rule }: InvitationCodeInput): InvitationCodeMode {
  const enabled = rule?.enabled === true;
  if (linkCode !== undefined && linkCodeValid === true) return 'link';
  if (linkCode !== undefined) return enabled ? 'required' : 'none';
  if (!enabled) return 'none';
  return rule.required ? 'required' : 'optional';
}

/** The code sent with the registration: the link's when valid, else what was typed (if the field shows). */
export function affiliateCodeToSend(
  mode: InvitationCodeMode,
  linkCode: string | undefined,
  typed: string,
): string | undefined {
  if (mode === 'link') return linkCode;
  if (mode === 'none') return undefined;
  const code = typed.trim();
  return code === '' ? undefined : code;
}
