import { shouldPromptLimit, type LimitPromptInput } from './limit-prompt';

const both = { limitPromptAtRegistration: true, limitPromptAtFirstDeposit: true };
const none = { limitPromptAtRegistration: false, limitPromptAtFirstDeposit: false };
const depositOnly = { limitPromptAtRegistration: false, limitPromptAtFirstDeposit: true };
const registrationOnly = { limitPromptAtRegistration: true, limitPromptAtFirstDeposit: false };

describe('shouldPromptLimit', () => {
  it.each<[string, LimitPromptInput, boolean]>([
    [
      'first deposit, policy on, no limits',
      { moment: 'firstDeposit', policy: depositOnly, limits: [], dismissed: false },
      true,
    ],
    [
      'registration, policy on, no limits',
      { moment: 'registration', policy: registrationOnly, limits: [], dismissed: false },
      true,
    ],
    [
      'first deposit, only the registration prompt is on',
      { moment: 'firstDeposit', policy: registrationOnly, limits: [], dismissed: false },
      false,
    ],
    [
      'registration, only the first-deposit prompt is on',
      { moment: 'registration', policy: depositOnly, limits: [], dismissed: false },
      false,
    ],
    ['policy off at both moments', { moment: 'firstDeposit', policy: none, limits: [], dismissed: false }, false],
    [
      'a deposit limit is already set',
      { moment: 'firstDeposit', policy: both, limits: [{ kind: 'deposit' }], dismissed: false },
      false,
    ],
    [
      'only other kinds of limit are set',
      {
        moment: 'firstDeposit',
        policy: both,
        limits: [{ kind: 'loss' }, { kind: 'wager' }, { kind: 'session' }],
        dismissed: false,
      },
      true,
    ],
    [
      'put off with "Not now" in this session',
      { moment: 'firstDeposit', policy: both, limits: [], dismissed: true },
      false,
    ],
    ['put off at registration too', { moment: 'registration', policy: both, limits: [], dismissed: true }, false],
  ])('%s', (_, input, expected) => {
    expect(shouldPromptLimit(input)).toBe(expected);
  });
});
