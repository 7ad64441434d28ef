import { twoStepCodeProblem, typedTwoStepCode } from './two-step-code';

describe('the two-step code step', () => {
  it.each([
    ['app', '', 'twoStep.code.required'],
    ['app', '12345', 'twoStep.code.format'],
    ['app', '12a456', 'twoStep.code.format'],
    ['app', '123456', undefined],
    ['app', '123 456', undefined],
    ['recovery', '  ', 'twoStep.recovery.required'],
    ['recovery', 'abcd-efgh', 'twoStep.recovery.format'],
    ['recovery', 'abcd-efgh-ijkl-mnop', undefined],
    ['recovery', 'ABCD EFGH IJKL MNOP', undefined],
    ['recovery', 'abcd-efgh-ijkl-mno1', 'twoStep.recovery.format'],
  ] as const)('%s code %j → %s', (kind, typed, expected) => {
    expect(twoStepCodeProblem(kind, typed)).toBe(expected);
  });

  it('sends app codes without spaces and recovery codes trimmed', () => {
    expect(typedTwoStepCode('app', ' 123 456 ')).toBe('123456');
    expect(typedTwoStepCode('recovery', ' abcd-efgh-ijkl-mnop ')).toBe('abcd-efgh-ijkl-mnop');
  });
});
