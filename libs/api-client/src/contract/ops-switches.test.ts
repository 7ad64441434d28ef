import { callPath } from './call';
import { setSwitches } from './calls/ops';
import { OpsSwitchesBody, OpsSwitchesParams } from './ops-switches';
import { WpsHeaders } from './request-headers';

describe('operator switches contract', () => {
  it.each([
    [{ maintenance: true }, true],
    [{ regionRestriction: false }, true],
    [{ maintenance: true, regionRestriction: true }, true],
    [{}, false],
    [{ maintenance: 'yes' }, false],
    [{ maintenance: true, extra: 1 }, false],
    [null, false],
  ])('body %j valid: %s', (body, valid) => {
    expect(OpsSwitchesBody.safeParse(body).success).toBe(valid);
  });

  it.each([
    ['AURORA01', true],
    ['RIO_TRIAL', true],
    ['A', false],
    ['bad code', false],
    ['X'.repeat(33), false],
  ])('merchant code %s valid: %s', (code, valid) => {
    expect(OpsSwitchesParams.safeParse({ code }).success).toBe(valid);
  });

  it('builds the path with the code escaped', () => {
    expect(callPath(setSwitches, { code: 'RIO01' })).toBe('/ops/merchants/RIO01/switches');
    expect(callPath(setSwitches, { code: 'a/b' })).toBe('/ops/merchants/a%2Fb/switches');
  });
});

describe('request headers of /wps calls', () => {
  it.each([
    [{ merchant: 'AURORA01', language: 'EN' }, true],
    [{ language: 'TY', device: 'web' }, true],
    [{}, true],
    [{ merchant: ['A1', 'B2'] }, false],
    [{ language: 'en' }, false],
    [{ language: 'english' }, false],
  ])('%j valid: %s', (headers, valid) => {
    expect(WpsHeaders.safeParse(headers).success).toBe(valid);
  });
});
