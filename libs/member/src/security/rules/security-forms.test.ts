import {
  cardDigits,
  checkCard,
  checkEmail,
  checkNewPin,
  checkNickname,
  checkPayeeName,
  checkQuestions,
} from './security-forms';

describe('payment password forms', () => {
  it.each<[string, Parameters<typeof checkNewPin>[0], Record<string, string>]>([
    ['set: six digits twice', { newPin: '135790', confirmPin: '135790' }, {}],
    [
      'confirmation differs',
      { newPin: '135790', confirmPin: '135791' },
      { confirmPin: 'errors.confirmPasswordMismatch' },
    ],
    ['five digits', { newPin: '13579', confirmPin: '13579' }, { newPin: 'member.pin.format' }],
    [
      'change: the new one equals the old one',
      { oldPin: '135790', newPin: '135790', confirmPin: '135790' },
      { newPin: 'errors.samePassword' },
    ],
    ['change: no old one', { oldPin: '', newPin: '246810', confirmPin: '246810' }, { oldPin: 'member.pin.required' }],
  ])('%s', (_name, values, expected) => {
    const problems = checkNewPin(values);
    for (const [field, key] of Object.entries(expected)) expect(problems[field as keyof typeof problems]).toBe(key);
    if (Object.keys(expected).length === 0) expect(problems).toEqual({});
  });
});

describe('bank card form', () => {
  const card = { bankName: 'BDO Unibank', cardNumber: '4111 1111 1111 1111', holderName: 'Juan Cruz', pin: '135790' };
  it('spaces in the number are fine; digits are sent', () => {
    expect(checkCard(card)).toEqual({});
    expect(cardDigits(card.cardNumber)).toBe('4111111111111111');
  });
  it.each<[string, Partial<typeof card>, string]>([
    ['no bank', { bankName: '' }, 'bankName'],
    ['letters in the number', { cardNumber: '4111 abcd 1111' }, 'cardNumber'],
    ['too short', { cardNumber: '1234' }, 'cardNumber'],
    ['a holder name with digits', { holderName: 'J4n' }, 'holderName'],
    ['no payment password', { pin: '' }, 'pin'],
  ])('%s', (_name, change, field) => {
    expect(Object.keys(checkCard({ ...card, ...change }))).toEqual([field]);
  });
});

describe('personal info', () => {
  it.each<[string, string | undefined]>([
    ['Lucky Star', undefined],
    ['x', 'member.security.nickname.format'],
    ['<b>', 'member.security.nickname.format'],
  ])('nickname %j', (value, expected) => {
    expect(checkNickname(value)).toBe(expected);
  });
  it.each<[string, string | undefined]>([
    ['', 'errors.enterEmail'],
    ['nope', 'errors.emailFormat'],
    ['me@example.com', undefined],
  ])('e-mail %j', (value, expected) => {
    expect(checkEmail(value)).toBe(expected);
  });
  it.each<[string, string | undefined]>([
    ['Maria Clara', undefined],
    ['R2D2', 'errors.nameFormat'],
  ])('payee name %j', (value, expected) => {
    expect(checkPayeeName(value)).toBe(expected);
  });
  it.each<[string, { questionId: number | undefined; answer: string }[], string | undefined]>([
    [
      'two different answered',
      [
        { questionId: 1, answer: 'a' },
        { questionId: 2, answer: 'b' },
      ],
      undefined,
    ],
    [
      'one not chosen',
      [
        { questionId: 1, answer: 'a' },
        { questionId: undefined, answer: 'b' },
      ],
      'member.security.questions.choose',
    ],
    [
      'the same twice',
      [
        { questionId: 1, answer: 'a' },
        { questionId: 1, answer: 'b' },
      ],
      'member.security.questions.different',
    ],
    [
      'an empty answer',
      [
        { questionId: 1, answer: 'a' },
        { questionId: 2, answer: ' ' },
      ],
      'member.security.questions.answer',
    ],
  ])('security questions: %s', (_name, answers, expected) => {
    expect(checkQuestions(answers)).toBe(expected);
  });
});
