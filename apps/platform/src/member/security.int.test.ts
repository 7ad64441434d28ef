import {
  BankCards,
  CustomerSecurityQuestions,
  IconInfo,
  SecurityConfig,
  SecurityQuestions,
} from '@wl/api-client/contract/security-calls';
import { memberCalls } from '@wl/api-client/contract';
import { philippineBrand } from '../testing/account-fixtures';
import { AccountsClient, errorOf, valueOf } from '../testing/accounts-client';
import { TEST_PASSWORD, TEST_PAYMENT_PASSWORD, fieldsOf, newMember } from '../testing/money-fixtures';
import type { TestMember } from '../testing/money-fixtures';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

const brand = philippineBrand();
let t: TestApp;
let api: AccountsClient;

beforeAll(async () => {
  t = await createTestApp();
  api = new AccountsClient(t.app, t.db, brand.merchantCode);
});
afterAll(() => t.close());

const as = (member: TestMember) => ({ token: member.token, ip: member.ip });

describe('payment password', () => {
  it('is set the first time with the login password, stored as argon2id only', async () => {
    const member = await newMember(api, 'secsetpin', { paymentPassword: false, card: false });
    expect(valueOf(await api.call('GET', memberCalls.hasWithdrawalPassword.path, undefined, as(member)))).toEqual({
      hasWithdrawalPassword: false,
    });
    const wrongLogin = await api.sealed(
      'POST',
      memberCalls.setPaymentPassword.path,
      { loginPassword: 'Nope1234!', newPaymentPassword: '112233', confirmPaymentPassword: '112233' },
      as(member),
    );
    expect(wrongLogin.statusCode).toBe(400);
    expect(errorOf(wrongLogin).code).toBe('INVALID_CREDENTIALS');
    const mismatch = await api.sealed(
      'POST',
      memberCalls.setPaymentPassword.path,
      { loginPassword: TEST_PASSWORD, newPaymentPassword: '112233', confirmPaymentPassword: '112234' },
      as(member),
    );
    expect(errorOf(mismatch).code).toBe('CONFIRM_PASSWORD_MISMATCH');
    const set = await api.sealed(
      'POST',
      memberCalls.setPaymentPassword.path,
      { loginPassword: TEST_PASSWORD, newPaymentPassword: '112233', confirmPaymentPassword: '112233' },
      as(member),
    );
    expect(set.statusCode).toBe(200);
    const [row] = await t.db.query<{ payment_password_hash: string }>(
      'SELECT payment_password_hash FROM members WHERE id = $1',
      [member.id],
    );
    expect(row?.payment_password_hash).toMatch(/^\$argon2id\$/);
    expect(valueOf(await api.call('GET', memberCalls.hasWithdrawalPassword.path, undefined, as(member)))).toEqual({
      hasWithdrawalPassword: true,
    });
  });

  it('is changed with the current one, which must differ from the new one', async () => {
    const member = await newMember(api, 'secchangepin', { card: false });
    const noOld = await api.sealed(
      'POST',
      memberCalls.setPaymentPassword.path,
      { loginPassword: TEST_PASSWORD, newPaymentPassword: '998877', confirmPaymentPassword: '998877' },
      as(member),
    );
    expect(fieldsOf(noOld)).toEqual(['body.oldPaymentPassword']);
    const same = await api.sealed(
      'POST',
      memberCalls.setPaymentPassword.path,
      {
        oldPaymentPassword: TEST_PAYMENT_PASSWORD,
        newPaymentPassword: TEST_PAYMENT_PASSWORD,
        confirmPaymentPassword: TEST_PAYMENT_PASSWORD,
      },
      as(member),
    );
    expect(errorOf(same).code).toBe('SAME_PASSWORD');
    const changed = await api.sealed(
      'POST',
      memberCalls.setPaymentPassword.path,
      { oldPaymentPassword: TEST_PAYMENT_PASSWORD, newPaymentPassword: '998877', confirmPaymentPassword: '998877' },
      as(member),
    );
    expect(changed.statusCode).toBe(200);
  });

  it('is reset with the login password and the security answers', async () => {
    const member = await newMember(api, 'secresetpin', { card: false });
    const { questions } = SecurityQuestions.parse(
      valueOf(await api.call('GET', memberCalls.securityQuestions.path, undefined, as(member))),
    );
    expect(questions.map((q) => q.key)).toContain('firstPet');
    const [q1, q2] = questions;
    const answers = [
      { questionId: q1?.id, answer: 'Bantay' },
      { questionId: q2?.id, answer: 'Quezon  City' },
    ];
    expect(
      (
        await api.sealed(
          'PUT',
          memberCalls.setSecurityQuestions.path,
          { loginPassword: TEST_PASSWORD, answers },
          as(member),
        )
      ).statusCode,
    ).toBe(200);
    expect(
      CustomerSecurityQuestions.parse(
        valueOf(await api.call('GET', memberCalls.customerSecurityQuestions.path, undefined, as(member))),
      ).questionIds,
    ).toEqual([q1?.id, q2?.id]);
    const [stored] = await t.db.query<{ answer_hash: string }>(
      'SELECT answer_hash FROM member_security_answers WHERE member_id = $1 LIMIT 1',
      [member.id],
    );
    expect(stored?.answer_hash).toMatch(/^\$argon2id\$/);

    const wrong = await api.sealed(
      'POST',
      memberCalls.resetPaymentPassword.path,
      {
        loginPassword: TEST_PASSWORD,
        answers: [answers[0], { questionId: q2?.id, answer: 'Manila' }],
        newPaymentPassword: '554433',
        confirmPaymentPassword: '554433',
      },
      as(member),
    );
    expect(errorOf(wrong).code).toBe('SECURITY_ANSWER_WRONG');
    const reset = await api.sealed(
      'POST',
      memberCalls.resetPaymentPassword.path,
      // Answers compare without regard to case and spaces.
      {
        loginPassword: TEST_PASSWORD,
        answers: [
          { questionId: q1?.id, answer: ' bantay ' },
          { questionId: q2?.id, answer: 'quezon city' },
        ],
        newPaymentPassword: '554433',
        confirmPaymentPassword: '554433',
      },
      as(member),
    );
    expect(reset.statusCode).toBe(200);
  });

  it('refuses the same question twice and unknown questions', async () => {
    const member = await newMember(api, 'secbadquestions', { card: false });
    const twice = await api.sealed(
      'PUT',
      memberCalls.setSecurityQuestions.path,
      {
        loginPassword: TEST_PASSWORD,
        answers: [
          { questionId: 1, answer: 'a' },
          { questionId: 1, answer: 'b' },
        ],
      },
      as(member),
    );
    expect(twice.statusCode).toBe(400);
    expect(fieldsOf(twice)).toEqual(['body.answers']);
    const unknown = await api.sealed(
      'PUT',
      memberCalls.setSecurityQuestions.path,
      {
        loginPassword: TEST_PASSWORD,
        answers: [
          { questionId: 1, answer: 'a' },
          { questionId: 999, answer: 'b' },
        ],
      },
      as(member),
    );
    expect(unknown.statusCode).toBe(400);
    expect(fieldsOf(unknown)).toEqual(['body.answers.1.questionId']);
  });
});

describe('bank cards', () => {
  it('adds a card with the payment password; every answer masks the number', async () => {
    const member = await newMember(api, 'seccards', { card: false });
    const before = BankCards.parse(valueOf(await api.call('GET', memberCalls.bankCards.path, undefined, as(member))));
    expect(before.cards).toEqual([]);
    expect(before.banks).toContain('BDO Unibank');
    const card = {
      bankName: 'BDO Unibank',
      cardNumber: '5105105105105100',
      holderName: 'Test Player',
      paymentPassword: TEST_PAYMENT_PASSWORD,
    };
    const added = await api.sealed('POST', memberCalls.addBankCard.path, card, as(member));
    expect(added.statusCode).toBe(200);
    expect(added.body).not.toContain('5105105105105100');
    expect(valueOf(added)).toMatchObject({ cardNumber: '**** **** **** 5100', holderName: 'Test Player' });
    const list = await api.call('GET', memberCalls.bankCards.path, undefined, as(member));
    expect(list.body).not.toContain('51051051');
    const duplicate = await api.sealed('POST', memberCalls.addBankCard.path, card, as(member));
    expect(errorOf(duplicate).code).toBe('BANK_CARD_EXISTS');
    const otherName = await api.sealed(
      'POST',
      memberCalls.addBankCard.path,
      { ...card, cardNumber: '5105105105105101', holderName: 'Somebody Else' },
      as(member),
    );
    expect(fieldsOf(otherName)).toEqual(['body.holderName']);
    const wrongPin = await api.sealed(
      'POST',
      memberCalls.addBankCard.path,
      { ...card, cardNumber: '5105105105105102', paymentPassword: '000000' },
      as(member),
    );
    expect(errorOf(wrongPin).code).toBe('PAYMENT_PASSWORD_WRONG');
    const unknownBank = await api.sealed(
      'POST',
      memberCalls.addBankCard.path,
      { ...card, bankName: 'Bank of Nowhere', cardNumber: '5105105105105103' },
      as(member),
    );
    expect(fieldsOf(unknownBank)).toEqual(['body.bankName']);

    const id = (valueOf(added) as { id: number }).id;
    expect(
      (
        await api.sealed(
          'DELETE',
          memberCalls.removeBankCard.path,
          { id, paymentPassword: TEST_PAYMENT_PASSWORD },
          as(member),
        )
      ).statusCode,
    ).toBe(200);
    expect(
      BankCards.parse(valueOf(await api.call('GET', memberCalls.bankCards.path, undefined, as(member)))).cards,
    ).toEqual([]);
    expect(
      (
        await api.sealed(
          'DELETE',
          memberCalls.removeBankCard.path,
          { id, paymentPassword: TEST_PAYMENT_PASSWORD },
          as(member),
        )
      ).statusCode,
    ).toBe(404);
  });

  it('the first card sets the payee name when none was set', async () => {
    const member = await newMember(api, 'secfirstcard', { card: false });
    await t.db.query('UPDATE members SET payee_name = NULL WHERE id = $1', [member.id]);
    await api.sealed(
      'POST',
      memberCalls.addBankCard.path,
      {
        bankName: 'GCash',
        cardNumber: '09171234567',
        holderName: 'Maria Santos',
        paymentPassword: TEST_PAYMENT_PASSWORD,
      },
      as(member),
    );
    const config = SecurityConfig.parse(
      valueOf(await api.call('GET', memberCalls.securityConfig.path, undefined, as(member))),
    );
    expect(config).toMatchObject({ payeeName: 'M*** S***', bankCardCount: 1, hasPaymentPassword: true });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a card number with letters', { cardNumber: '4111abcd11111111' }, 'body.cardNumber'],
    ['a short card number', { cardNumber: '12345' }, 'body.cardNumber'],
    ['no holder name', { holderName: '' }, 'body.holderName'],
  ])('bad input: %s', async (_name, change, field) => {
    const member = await newMember(
      api,
      `seccardbad${field.length}${String(change[Object.keys(change)[0] ?? '']).length}`,
      { card: false },
    );
    const response = await api.sealed(
      'POST',
      memberCalls.addBankCard.path,
      {
        bankName: 'BDO Unibank',
        cardNumber: '4111111111111111',
        holderName: 'Test Player',
        paymentPassword: TEST_PAYMENT_PASSWORD,
        ...change,
      },
      as(member),
    );
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toContain(field);
  });
});

describe('personal info', () => {
  it('nickname, e-mail (masked in answers) and icon', async () => {
    const member = await newMember(api, 'secinfo', { card: false });
    expect(
      (await api.call('PUT', memberCalls.setNickname.path, { nickname: 'Lucky Star' }, as(member))).statusCode,
    ).toBe(200);
    expect(
      (await api.call('PUT', memberCalls.setEmail.path, { email: 'lucky@example.com' }, as(member))).statusCode,
    ).toBe(200);
    expect((await api.call('PUT', memberCalls.setIcon.path, { icon: 5 }, as(member))).statusCode).toBe(200);
    const config = SecurityConfig.parse(
      valueOf(await api.call('GET', memberCalls.securityConfig.path, undefined, as(member))),
    );
    expect(config).toMatchObject({ nickname: 'Lucky Star', email: 'l***@example.com', icon: 5 });
    expect(IconInfo.parse(valueOf(await api.call('GET', memberCalls.iconInfo.path, undefined, as(member))))).toEqual({
      icon: 5,
      icons: [1, 2, 3, 4, 5, 6, 7, 8],
    });
  });

  it('an e-mail address of another member cannot be used', async () => {
    const member = await newMember(api, 'secemailtaken', { card: false });
    const response = await api.call('PUT', memberCalls.setEmail.path, { email: 'DEMO@example.com' }, as(member));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('EMAIL_FORMAT');
  });

  it('the payee name is set once', async () => {
    const member = await newMember(api, 'secpayee', { card: false });
    await t.db.query('UPDATE members SET payee_name = NULL WHERE id = $1', [member.id]);
    expect(
      (await api.call('PUT', memberCalls.setPayeeName.path, { payeeName: 'Jose Rizal' }, as(member))).statusCode,
    ).toBe(200);
    const again = await api.call('PUT', memberCalls.setPayeeName.path, { payeeName: 'Andres Bonifacio' }, as(member));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('ALREADY_SET');
  });

  it.each<[string, string, unknown, string]>([
    ['a nickname with markup', memberCalls.setNickname.path, { nickname: '<script>' }, 'body.nickname'],
    ['an e-mail without @', memberCalls.setEmail.path, { email: 'not-an-address' }, 'body.email'],
    ['icon 9', memberCalls.setIcon.path, { icon: 9 }, 'body.icon'],
    ['a payee name with digits', memberCalls.setPayeeName.path, { payeeName: 'R2D2' }, 'body.payeeName'],
    ['an unknown field', memberCalls.setNickname.path, { nickname: 'Ok name', admin: true }, 'body'],
  ])('bad input: %s', async (_name, path, body, field) => {
    const member = await newMember(api, `secbad${path.length}${JSON.stringify(body).length}`, { card: false });
    const response = await api.call('PUT', path, body, as(member));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('BAD_REQUEST');
    expect(fieldsOf(response).some((f) => f.startsWith(field))).toBe(true);
  });

  it('needs a session: 401', async () => {
    expect((await api.call('GET', memberCalls.securityConfig.path)).statusCode).toBe(401);
    expect((await api.call('PUT', memberCalls.setNickname.path, { nickname: 'x y' })).statusCode).toBe(401);
  });
});
