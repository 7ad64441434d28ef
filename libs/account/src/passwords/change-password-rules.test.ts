import {
  checkChangePassword,
  checkNewPassword,
  type ChangePasswordCheck,
  type ChangePasswordValues,
} from './change-password-rules';

const v = (oldPassword: string, newPassword: string, confirmPassword: string): ChangePasswordValues => ({
  oldPassword,
  newPassword,
  confirmPassword,
});

describe('change password rules (member-agent-platform §5)', () => {
  it.each<[string, ChangePasswordValues, boolean, ChangePasswordCheck]>([
    ['all good', v('Oldpass1', 'Newpass2', 'Newpass2'), false, { errors: {}, samePassword: false }],
    [
      'new must differ from old (the "Confirmation" popup)',
      v('Same1234', 'Same1234', 'Same1234'),
      false,
      { errors: {}, samePassword: true },
    ],
    [
      'confirm is required ("Enter password")',
      v('Oldpass1', 'Newpass2', ''),
      false,
      { errors: { confirmPassword: 'errors.enterPassword' }, samePassword: false },
    ],
    [
      'confirm must equal new ("Confirmation password not matched")',
      v('Oldpass1', 'Newpass2', 'Newpass3'),
      false,
      { errors: { confirmPassword: 'errors.confirmPasswordMismatch' }, samePassword: false },
    ],
    [
      'old uses the login-password rule',
      v('abc', 'Newpass2', 'Newpass2'),
      false,
      { errors: { oldPassword: 'errors.passwordFormat' }, samePassword: false },
    ],
    [
      'old is required',
      v('', 'Newpass2', 'Newpass2'),
      false,
      { errors: { oldPassword: 'errors.enterPassword' }, samePassword: false },
    ],
    [
      'new uses the password rule',
      v('Oldpass1', 'onlyletters', 'onlyletters'),
      false,
      { errors: { newPassword: 'errors.passwordFormat' }, samePassword: false },
    ],
    [
      'a held old password is not checked by the field rule',
      v('x', 'Newpass2', 'Newpass2'),
      true,
      { errors: {}, samePassword: false },
    ],
    [
      'a held old password still may not be reused',
      v('Held1234', 'Held1234', 'Held1234'),
      true,
      { errors: {}, samePassword: true },
    ],
  ])('%s', (_name, values, held, expected) => {
    expect(checkChangePassword(values, { oldPasswordHeld: held })).toEqual(expected);
  });

  it.each<[string, string, string, Record<string, string>]>([
    ['reset: good', 'Newpass2', 'Newpass2', {}],
    ['reset: new uses the password rule', '12345678', '12345678', { newPassword: 'errors.passwordFormat' }],
    ['reset: confirm required', 'Newpass2', '', { confirmPassword: 'errors.enterPassword' }],
  ])('%s', (_name, next, confirm, expected) => {
    expect(checkNewPassword(next, confirm)).toEqual(expected);
  });
});
