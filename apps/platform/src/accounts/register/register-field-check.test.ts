import type { RegisterFieldRule } from '@wl/api-client/contract/register-calls';
import { defaultRegisterFieldRules } from '../../seed/register-field-defaults';
import { acceptedValues, checkRegisterFields } from './register-field-check';

const rules = defaultRegisterFieldRules();
const valid = { username: 'player01', password: 'Secret123', confirmPassword: 'Secret123' };

describe('registration field rules of a merchant', () => {
  it('passes required fields that match, with optional fields empty', () => {
    expect(checkRegisterFields(rules, valid)).toEqual([]);
  });

  it.each([
    ['a required field is empty', { ...valid, username: '' }, 'username', 'ACCOUNT_FORMAT'],
    ['a required field breaks its pattern', { ...valid, password: 'short' }, 'password', 'PASSWORD_FORMAT'],
    [
      'an optional enabled field is filled and breaks its pattern',
      { ...valid, email: 'not-an-address' },
      'email',
      'EMAIL_FORMAT',
    ],
    ['an optional nickname too long', { ...valid, nickname: 'x'.repeat(21) }, 'nickname', 'NAME_FORMAT'],
    [
      'an affiliate code of the wrong form',
      { ...valid, affiliateCode: 'a!' },
      'affiliateCode',
      'INVALID_INVITATION_CODE',
    ],
  ])('refuses when %s', (_name, values, field, code) => {
    expect(checkRegisterFields(rules, values)).toEqual([expect.objectContaining({ field, code })]);
  });

  it('lets an empty optional field pass', () => {
    expect(checkRegisterFields(rules, { ...valid, email: '', nickname: '  ' })).toEqual([]);
  });

  it('ignores a disabled field whatever it holds', () => {
    expect(checkRegisterFields(rules, { ...valid, wechat: '<<<' })).toEqual([]);
  });

  it('checks a field an operator made required', () => {
    const strict: RegisterFieldRule[] = rules.map((r) => (r.field === 'email' ? { ...r, required: true } : r));
    expect(checkRegisterFields(strict, valid).map((p) => p.field)).toEqual(['email']);
  });

  it('skips the fields checked elsewhere', () => {
    expect(checkRegisterFields(rules, { password: 'x' }, new Set(['username', 'password', 'confirmPassword']))).toEqual(
      [],
    );
  });

  it('treats a pattern that does not compile as none', () => {
    const broken: RegisterFieldRule[] = [
      { field: 'nickname', required: false, enabled: true, pattern: '([', message: 'x' },
    ];
    expect(checkRegisterFields(broken, { nickname: 'anything' })).toEqual([]);
  });

  it('keeps only filled, enabled optional fields', () => {
    expect(
      acceptedValues(rules, { nickname: ' Neo ', wechat: 'w1', email: '' }, ['nickname', 'wechat', 'email']),
    ).toEqual({ nickname: 'Neo' });
  });
});
