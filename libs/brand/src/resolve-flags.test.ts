import { whiteLabelFlags } from './flags';
import { isFlagOn, resolveFlags } from './resolve-flags';
import type { FlagSet } from './resolve-flags';

const defaults = {
  ...(Object.fromEntries(whiteLabelFlags.map((f) => [f, false])) as FlagSet),
  CBS3: true,
  MAILCEN: true,
};

describe('runtime flags = brand defaults overlaid by the platform white-label settings', () => {
  it.each<[string, Record<string, unknown> | undefined | null, Partial<FlagSet>]>([
    ['no platform settings keep the brand defaults', undefined, { CBS3: true, FACEBOOKLOGIN3: false }],
    ['null platform settings keep the brand defaults', null, { CBS3: true, MAILCEN: true }],
    ['the platform switches a flag on', { FACEBOOKLOGIN3: true }, { FACEBOOKLOGIN3: true, CBS3: true }],
    ['the platform switches a flag off', { CBS3: false }, { CBS3: false, MAILCEN: true }],
    ['unknown keys are ignored', { NOTAFLAG: true, cbs3: false }, { CBS3: true }],
    ['a string value is ignored', { CBS3: 'false', MAILCEN: '0' }, { CBS3: true, MAILCEN: true }],
    ['a number value is ignored', { GOOGLELOGIN3: 1 }, { GOOGLELOGIN3: false }],
    ['null is ignored', { CBS3: null }, { CBS3: true }],
    [
      'several overrides apply together',
      { MOBILENUMREG3: true, MAILCEN: false },
      { MOBILENUMREG3: true, MAILCEN: false, CBS3: true },
    ],
  ])('%s', (_case, platform, expected) => {
    const flags = resolveFlags(defaults, platform);
    expect(flags).toMatchObject(expected);
    expect(Object.keys(flags).sort()).toEqual([...whiteLabelFlags].sort());
  });

  it('never changes the brand defaults it was given', () => {
    resolveFlags(defaults, { CBS3: false });
    expect(defaults.CBS3).toBe(true);
  });

  it.each([
    ['CBS3', true],
    ['MAILCEN', true],
    ['GOOGLELOGIN3', false],
    ['NOTAFLAG', false],
    ['toString', false],
  ])('isFlagOn(%s) → %s', (flag, expected) => {
    expect(isFlagOn(defaults, flag)).toBe(expected);
  });
});
