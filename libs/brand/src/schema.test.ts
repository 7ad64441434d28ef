import { brandTimeZone } from './brand-time-zone';
import { isTimeZone } from './schema';
import { checkBrandConfig } from './validate-config';
import { sampleBrand } from './testing/sample-brand';

const FILE = 'brands/sample/brand.json';

/** brand.json as loose data, so tests can write deliberately wrong values. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

/** A deep copy of the sample brand with one change applied. */
function brandWith(change: (b: Loose) => void): unknown {
  const b = JSON.parse(JSON.stringify(sampleBrand()));
  change(b);
  return b;
}

describe('brand.json validation: one readable line per problem, naming file and field', () => {
  it('accepts the sample brand', () => {
    expect(checkBrandConfig(sampleBrand(), FILE)).toMatchObject({ ok: true });
  });

  it.each([
    ['Asia/Manila', true],
    ['America/Sao_Paulo', true],
    ['UTC', true],
    ['Asia/Calcutta', true],
    ['Mars/Olympus', false],
    ['Asia/', false],
    ['', false],
  ])('isTimeZone(%j) is %s', (name, expected) => {
    expect(isTimeZone(name)).toBe(expected);
  });

  it('accepts a brand with a report time zone, and one without (UTC)', () => {
    expect(
      checkBrandConfig(
        brandWith((b) => (b.timeZone = 'America/Sao_Paulo')),
        FILE,
      ),
    ).toMatchObject({ ok: true });
    expect(brandTimeZone({ timeZone: 'Asia/Manila' })).toBe('Asia/Manila');
    expect(brandTimeZone({})).toBe('UTC');
  });

  it('accepts a brand whose pages partner sites may frame, and one that names none', () => {
    expect(
      checkBrandConfig(
        brandWith((b) => (b.frameAncestors = ['https://partner.example.com', 'https://casino.example:8443'])),
        FILE,
      ),
    ).toMatchObject({ ok: true });
    expect(
      checkBrandConfig(
        brandWith((b) => (b.frameAncestors = [])),
        FILE,
      ),
    ).toMatchObject({ ok: true });
  });

  it.each([
    [
      'a frame ancestor that is not https',
      (b: Loose) => (b.frameAncestors = ['http://partner.example.com']),
      `${FILE}: frameAncestors[0]: must be an https origin without path, like https://partner.example.com`,
    ],
    [
      'a frame ancestor with a path',
      (b: Loose) => (b.frameAncestors = ['https://partner.example.com/games']),
      `${FILE}: frameAncestors[0]: must be an https origin without path, like https://partner.example.com`,
    ],
    [
      'a frame ancestor that is a CSP keyword',
      (b: Loose) => (b.frameAncestors = ["'self'; script-src *"]),
      `${FILE}: frameAncestors[0]: must be an https origin without path, like https://partner.example.com`,
    ],
    [
      'a wrong colour',
      (b: Loose) => (b.theme.colors.primary = 'red'),
      `${FILE}: theme.colors.primary: must be a colour like #1a2b3c`,
    ],
    ['a missing flag', (b: Loose) => delete b.flags.CBS3, `${FILE}: flags.CBS3: required`],
    ['a flag that is not a boolean', (b: Loose) => (b.flags.CBS3 = 'yes'), `${FILE}: flags.CBS3: must be a boolean`],
    [
      'an unknown flag',
      (b: Loose) => (b.flags.NEWFLAG9 = true),
      `${FILE}: flags.NEWFLAG9: unknown key (check the spelling; see docs/how-to-add-a-brand.md)`,
    ],
    [
      'an unknown top-level key',
      (b: Loose) => (b.colour = '#ffffff'),
      `${FILE}: colour: unknown key (check the spelling; see docs/how-to-add-a-brand.md)`,
    ],
    ['a missing menu switch', (b: Loose) => delete b.menu.deposit, `${FILE}: menu.deposit: required`],
    [
      'an unknown time zone',
      (b: Loose) => (b.timeZone = 'Mars/Olympus'),
      `${FILE}: timeZone: must be an IANA time zone like Asia/Manila`,
    ],
    ['a missing display name', (b: Loose) => delete b.displayName, `${FILE}: displayName: required`],
    ['a missing operator', (b: Loose) => delete b.operator, `${FILE}: operator: required`],
    [
      'a reality-check default not offered',
      (b: Loose) => Object.assign(b.protection.realityCheck, { default: 15, choices: [0, 30] }),
      `${FILE}: protection.realityCheck.default: 15 must be one of realityCheck.choices`,
    ],
    [
      'an unknown reality-check interval',
      (b: Loose) => (b.protection.realityCheck.choices = [0, 45]),
      `${FILE}: protection.realityCheck.choices[1]: must be 0, 15, 30 or 60`,
    ],
    [
      'an exclusion period below the minimum',
      (b: Loose) => (b.protection.exclusionMinimum = '1y'),
      `${FILE}: protection.exclusionPeriods[0]: 6m is shorter than exclusionMinimum 1y`,
    ],
    [
      'a minimum not offered',
      (b: Loose) => Object.assign(b.protection, { exclusionPeriods: ['5y', 'permanent'], exclusionMinimum: '1y' }),
      `${FILE}: protection.exclusionMinimum: 1y must be one of exclusionPeriods`,
    ],
    [
      'a help link that is not a URL',
      (b: Loose) => (b.protection.helpUrl = 'help'),
      `${FILE}: protection.helpUrl: must be a full URL (https://…)`,
    ],
    ['an empty display name', (b: Loose) => (b.displayName = ''), `${FILE}: displayName: must not be empty`],
    ['an age other than 18 or 21', (b: Loose) => (b.age.minimum = 20), `${FILE}: age.minimum: must be 18 or 21`],
    [
      'an unknown language code',
      (b: Loose) => (b.languages.offered = ['EN', 'XX']),
      `${FILE}: languages.offered[1]: must be a platform language code such as EN, PT or TY`,
    ],
    [
      'a default language not offered',
      (b: Loose) => (b.languages.default = 'PT'),
      `${FILE}: languages.default: PT must be one of languages.offered (EN, TY)`,
    ],
    [
      'an offered language without age texts',
      (b: Loose) => delete b.age.texts.TY,
      `${FILE}: age.texts.TY: required: age texts for offered language TY`,
    ],
    [
      'an offered language without a banner caption',
      (b: Loose) => delete b.bannerCaptions.TY,
      `${FILE}: bannerCaptions.TY: required: a banner caption for offered language TY`,
    ],
    [
      'a banner caption for a language not offered',
      (b: Loose) => (b.bannerCaptions.PT = 'Mais de 600 jogos'),
      `${FILE}: bannerCaptions.PT: PT is not in languages.offered`,
    ],
    [
      'an empty banner caption',
      (b: Loose) => (b.bannerCaptions.EN = ''),
      `${FILE}: bannerCaptions.EN: must not be empty`,
    ],
    [
      'age texts for a language not offered',
      (b: Loose) => (b.age.texts.PT = { register: '21', consent: '21', footer: '21' }),
      `${FILE}: age.texts.PT: PT is not in languages.offered`,
    ],
    [
      'an age text not mentioning the minimum age',
      (b: Loose) => (b.age.texts.EN.register = 'You must be an adult.'),
      `${FILE}: age.texts.EN.register: must mention the minimum age 21`,
    ],
    [
      'an age text with a different age',
      (b: Loose) => (b.age.texts.EN.consent = 'I am over 18 years old.'),
      `${FILE}: age.texts.EN.consent: must mention the minimum age 21`,
    ],
    [
      'a link that is not https',
      (b: Loose) => (b.links.android = 'javascript:alert(1)'),
      `${FILE}: links.android: must be a full URL (https://…)`,
    ],
    [
      'an asset outside assets/',
      (b: Loose) => (b.assets.logo = 'logo.svg'),
      `${FILE}: assets.logo: must be a file under assets/ (svg, png, jpg, webp or ico)`,
    ],
    [
      'an asset escaping the folder',
      (b: Loose) => (b.assets.logo = 'assets/../../secret.svg'),
      `${FILE}: assets.logo: must stay inside the brand folder (no ..)`,
    ],
    [
      'a radius without unit',
      (b: Loose) => (b.theme.radius = '8'),
      `${FILE}: theme.radius: must be a length like 8px or 0.5rem`,
    ],
    [
      'white text on a light green header (below WCAG AA)',
      (b: Loose) => Object.assign(b.theme.colors, { header: '#009c3b', onHeader: '#ffffff' }),
      `${FILE}: theme.colors.onHeader: #ffffff on header #009c3b has contrast 3.61:1, needs at least 4.5:1 (WCAG AA)`,
    ],
    [
      'an error colour too pale on the surface',
      (b: Loose) => (b.theme.colors.danger = '#ff6b6b'),
      `${FILE}: theme.colors.danger: #ff6b6b on surface #ffffff has contrast 2.78:1, needs at least 4.5:1 (WCAG AA)`,
    ],
    [
      'an invalid dialing code',
      (b: Loose) => (b.accounts.dialingCode = '63'),
      `${FILE}: accounts.dialingCode: must be a dialing code like +63`,
    ],
    [
      'a login lock threshold below 3',
      (b: Loose) => (b.accounts.loginLockAfter = 1),
      `${FILE}: accounts.loginLockAfter: must be at least 3`,
    ],
    [
      'a theme mode other than light/dark',
      (b: Loose) => (b.theme.mode = 'blue'),
      `${FILE}: theme.mode: must be light or dark`,
    ],
    [
      'a font list that could break CSS',
      (b: Loose) => (b.theme.fontFamily = 'x;}body{display:none'),
      `${FILE}: theme.fontFamily: must be a CSS font list without < > { } ; or \\`,
    ],
    [
      'a bad merchant code',
      (b: Loose) => (b.merchantCode = 'A B'),
      `${FILE}: merchantCode: must be 2–32 letters, digits or _`,
    ],
    [
      'a bad currency code',
      (b: Loose) => (b.currency.code = 'peso'),
      `${FILE}: currency.code: must be an ISO 4217 code like PHP`,
    ],
    [
      'a bad domain',
      (b: Loose) => (b.domains = ['Not A Host']),
      `${FILE}: domains[0]: must be a lower-case host name like rio.example.com`,
    ],
    ['no domains', (b: Loose) => (b.domains = []), `${FILE}: domains: must list at least one domain`],
    [
      'a bad id',
      (b: Loose) => (b.id = 'Rio!'),
      `${FILE}: id: must be 2–31 lower-case letters, digits or dashes, starting with a letter`,
    ],
  ])('reports %s', (_case, change, line) => {
    const result = checkBrandConfig(brandWith(change), FILE);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems).toEqual([line]);
  });

  it('reports shape problems and rules between fields together, one line each', () => {
    const result = checkBrandConfig(
      brandWith((b) => {
        b.theme.colors.primary = 'blue';
        b.languages.default = 'PT';
      }),
      FILE,
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        `${FILE}: theme.colors.primary: must be a colour like #1a2b3c`,
        `${FILE}: languages.default: PT must be one of languages.offered (EN, TY)`,
      ],
    });
  });

  it('a brand that sets no login lock threshold gets the default of 5 failed logins', () => {
    const result = checkBrandConfig(
      brandWith((b) => delete b.accounts.loginLockAfter),
      FILE,
    );
    expect(result.ok && result.brand.accounts.loginLockAfter).toBe(5);
  });

  it('names the file even when the whole value is wrong', () => {
    expect(checkBrandConfig([], FILE)).toEqual({ ok: false, problems: [`${FILE}: must be an object`] });
  });
});
