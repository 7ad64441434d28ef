import type { RegisterFieldRule } from '@wl/api-client/contract/register-calls';
import {
  affiliateCodeFromLink,
  affiliateCodeToSend,
  invitationCodeMode,
  type InvitationCodeMode,
} from './invitation-code';

const rule = (enabled: boolean, required = false): RegisterFieldRule => ({
  field: 'affiliateCode',
  enabled,
  required,
  pattern: null,
  message: null,
});

describe('affiliate code from the link', () => {
  it.each<[string, string, string | undefined]>([
    ['?affiliateCode=', '?affiliateCode=AG123', 'AG123'],
    ['?code= (short form)', '?code=AG9', 'AG9'],
    ['affiliateCode wins over code', '?code=B&affiliateCode=A', 'A'],
    ['blank → none', '?affiliateCode=%20', undefined],
    ['no code', '?x=1', undefined],
  ])('%s', (_name, search, expected) => {
    expect(affiliateCodeFromLink(search)).toBe(expected);
  });
});

describe('invitation code field (spec §4)', () => {
  it.each<[string, string | undefined, boolean | undefined, RegisterFieldRule | undefined, InvitationCodeMode]>([
    ['valid link code: no field, the code is sent', 'AG1', true, rule(true), 'link'],
    ['valid link code with the field disabled: still sent', 'AG1', true, rule(false), 'link'],
    ['invalid link code and the field enabled: a required field', 'BAD', false, rule(true, false), 'required'],
    ['invalid link code and the field disabled: nothing', 'BAD', false, rule(false), 'none'],
    ['no link code, field enabled and optional', undefined, undefined, rule(true, false), 'optional'],
    ['no link code, field enabled and required', undefined, undefined, rule(true, true), 'required'],
    ['no link code, field disabled', undefined, undefined, rule(false), 'none'],
    ['no rule at all', undefined, undefined, undefined, 'none'],
  ])('%s', (_name, linkCode, linkCodeValid, r, expected) => {
    expect(invitationCodeMode({ linkCode, linkCodeValid, rule: r })).toBe(expected);
  });

  it.each<[InvitationCodeMode, string | undefined, string, string | undefined]>([
    ['link', 'AG1', '', 'AG1'],
    ['required', 'BAD', ' NEW1 ', 'NEW1'],
    ['optional', undefined, '', undefined],
    ['none', 'BAD', 'typed', undefined],
  ])('code sent in mode %s', (mode, linkCode, typed, expected) => {
    expect(affiliateCodeToSend(mode, linkCode, typed)).toBe(expected);
  });
});
