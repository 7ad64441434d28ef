import { codeProblem, typedCode } from './two-step-form-rules';
import { modulesPath } from './qr-code';

describe('two-step codes typed in the security centre', () => {
  it.each([
    ['', false, 'twoStep.code.required'],
    ['123456', false, undefined],
    ['123 456', false, undefined],
    ['12345', false, 'twoStep.code.format'],
    ['abcd-efgh-ijkl-mnop', false, 'twoStep.code.format'],
    ['abcd-efgh-ijkl-mnop', true, undefined],
    ['abcd-efgh', true, 'twoStep.centre.codeOrRecoveryFormat'],
    ['123456', true, undefined],
  ])('%j (recovery allowed: %s) → %s', (typed, recoveryAllowed, expected) => {
    expect(codeProblem(typed, recoveryAllowed)).toBe(expected);
  });

  it('sends app codes without spaces and recovery codes as typed, trimmed', () => {
    expect(typedCode(' 123 456 ')).toBe('123456');
    expect(typedCode(' abcd-efgh-ijkl-mnop ')).toBe('abcd-efgh-ijkl-mnop');
  });
});

describe('QR code drawing', () => {
  it('draws one unit square per dark module, at its column and row', () => {
    expect(
      modulesPath([
        [true, false],
        [false, true],
      ]),
    ).toBe('M0 0h1v1h-1zM1 1h1v1h-1z');
  });
});
