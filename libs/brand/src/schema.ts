import { z } from 'zod/mini';
import { en } from 'zod/locales';
import { languageCodes } from '@wl/i18n/languages';
import { MIN_TEXT_CONTRAST, contrastRatio, textColourPairs } from './contrast';
import { menuSwitches, whiteLabelFlags } from './flags';
import type { MenuSwitch, WhiteLabelFlag } from './flags';

// zod/mini ships without messages; English ones keep issue texts (and so problem lines) identical
// to classic zod's. The setting is process-wide and the same one classic zod installs on first use.
z.config(en());

const LanguageCode = z.enum(languageCodes, { error: 'must be a platform language code such as EN, PT or TY' });
const hexColour = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1a2b3c'));
const url = z.url({ protocol: /^https?$/, error: 'must be a full URL (https://…)' });
const merchantCode = z.string().check(z.regex(/^[A-Za-z0-9_]{2,32}$/, 'must be 2–32 letters, digits or _'));
const hostName = z
  .string()
  .check(
    z.regex(
      /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/,
      'must be a lower-case host name like rio.example.com',
    ),
  );

/** A web origin without path, e.g. `https://partner.example.com` or `https://partner.example:8443`. */
const webOrigin = z
  .string()
  .check(
    z.regex(
      /^https:\/\/[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/,
      'must be an https origin without path, like https://partner.example.com',
    ),
  );

/** A file inside the brand folder, e.g. `assets/logo.svg`. */
export const AssetPath = z.string().check(
  z.regex(
    /^assets\/[A-Za-z0-9._/-]+\.(svg|png|jpg|jpeg|webp|ico)$/,
    'must be a file under assets/ (svg, png, jpg, webp or ico)',
  ),
  z.refine((p) => !p.split('/').includes('..'), 'must stay inside the brand folder (no ..)'),
);

const flagShape = Object.fromEntries(whiteLabelFlags.map((f) => [f, z.boolean()])) as Record<
  WhiteLabelFlag,
  z.ZodMiniBoolean
>;
const menuShape = Object.fromEntries(menuSwitches.map((m) => [m, z.boolean()])) as Record<MenuSwitch, z.ZodMiniBoolean>;

export const AgeTexts = z.strictObject({
  /** Line under the registration form, e.g. "You must be 21 years old to register." */
  register: z.string().check(z.minLength(1)),
  /** Consent checkbox text, e.g. "I am over 21 and agree to the terms." */
  consent: z.string().check(z.minLength(1)),
  /** Footer age notice, e.g. "21+ Play responsibly." */
  footer: z.string().check(z.minLength(1)),
});

/** Brand primitives; the theme maps them onto shared semantic tokens (`--wl-*` CSS variables). */
export const ThemePrimitives = z.strictObject({
  primary: hexColour,
  onPrimary: hexColour,
  accent: hexColour,
  background: hexColour,
  surface: hexColour,
  text: hexColour,
  textMuted: hexColour,
  header: hexColour,
  onHeader: hexColour,
  border: hexColour,
  danger: hexColour,
  success: hexColour,
});

const Languages = z.strictObject({
  default: LanguageCode,
  offered: z.array(LanguageCode).check(z.minLength(1, 'must list at least one language')),
});
const Age = z.strictObject({
  minimum: z.union([z.literal(18), z.literal(21)], { error: 'must be 18 or 21' }),
  texts: z.partialRecord(LanguageCode, AgeTexts),
});
/** The line shown over the brand's default banner, per offered language, e.g. `{ "TY": "600+ na laro" }`. */
const BannerCaptions = z.partialRecord(LanguageCode, z.string().check(z.minLength(1), z.maxLength(60)));

/**
 * Player-protection policy of the brand's market (docs/decisions/0037, 0038): which limit periods,
 * reality-check intervals (minutes, 0 = off), time-outs and self-exclusion periods are offered, the
 * shortest exclusion allowed, the limit prompts, the game types switched off and where help is.
 */
const limitPeriod = z.enum(['day', 'week', 'month']);
const timeoutPeriod = z.enum(['24h', '7d', '30d']);
const exclusionPeriod = z.enum(['6m', '1y', '5y', 'permanent']);
const realityInterval = z.union([z.literal(0), z.literal(15), z.literal(30), z.literal(60)], {
  error: 'must be 0, 15, 30 or 60',
});
export const ProtectionPolicyShape = z.strictObject({
  limitPeriods: z.array(limitPeriod).check(z.minLength(1, 'must offer at least one limit period')),
  realityCheck: z.strictObject({
    choices: z.array(realityInterval).check(z.minLength(1, 'must offer at least one interval')),
    default: realityInterval,
  }),
  timeoutPeriods: z.array(timeoutPeriod).check(z.minLength(1, 'must offer at least one time-out')),
  exclusionPeriods: z.array(exclusionPeriod).check(z.minLength(1, 'must offer at least one exclusion period')),
  /** The shortest self-exclusion the market allows; shorter offered periods are a mistake. */
  exclusionMinimum: exclusionPeriod,
  limitPromptAtRegistration: z.boolean(),
  limitPromptAtFirstDeposit: z.boolean(),
  /** Game types (catalogue gameType codes) that cannot launch on this brand. */
  switchedOffGameTypes: z.array(
    z.string().check(z.regex(/^[A-Z0-9_]{1,16}$/, 'must be a game type code like LOTTERY')),
  ),
  helpUrl: url,
});
export type ProtectionPolicyConfig = z.infer<typeof ProtectionPolicyShape>;

const exclusionOrder = ['6m', '1y', '5y', 'permanent'] as const;

/** Problems of a protection policy that relate its fields (the default interval offered, no period below the minimum). */
export function protectionPolicyProblems(policy: ProtectionPolicyConfig): BrandRuleProblem[] {
  const problems: BrandRuleProblem[] = [];
  if (!policy.realityCheck.choices.includes(policy.realityCheck.default)) {
    problems.push({
      path: ['protection', 'realityCheck', 'default'],
      message: `${policy.realityCheck.default} must be one of realityCheck.choices`,
    });
  }
  const minimum = exclusionOrder.indexOf(policy.exclusionMinimum);
  policy.exclusionPeriods.forEach((period, i) => {
    if (exclusionOrder.indexOf(period) < minimum) {
      problems.push({
        path: ['protection', 'exclusionPeriods', i],
        message: `${period} is shorter than exclusionMinimum ${policy.exclusionMinimum}`,
      });
    }
  });
  if (!policy.exclusionPeriods.includes(policy.exclusionMinimum)) {
    problems.push({
      path: ['protection', 'exclusionMinimum'],
      message: `${policy.exclusionMinimum} must be one of exclusionPeriods`,
    });
  }
  return problems;
}

/** The shape of brand.json, without the rules that relate one field to another. */
export const BrandConfigShape = z.strictObject({
  /** Folder name and Nx project name, e.g. `rio`. */
  id: z
    .string()
    .check(
      z.regex(/^[a-z][a-z0-9-]{1,30}$/, 'must be 2–31 lower-case letters, digits or dashes, starting with a letter'),
    ),
  displayName: z.string().check(z.minLength(1), z.maxLength(40)),
  shortName: z.string().check(z.minLength(1), z.maxLength(12)),
  domains: z.array(hostName).check(z.minLength(1, 'must list at least one domain')),
  merchantCode,
  trialMerchantCode: merchantCode,
  currency: z.strictObject({
    code: z.string().check(z.regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code like PHP')),
    symbol: z.string().check(z.minLength(1), z.maxLength(4)),
  }),
  languages: Languages,
  age: Age,
  /** Text over the default banner (the picture itself carries no words, so every language reads its own). */
  bannerCaptions: BannerCaptions,
  theme: z.strictObject({
    mode: z.enum(['light', 'dark'], { error: 'must be light or dark' }),
    fontFamily: z
      .string()
      .check(z.minLength(1), z.regex(/^[^<>{};\\]+$/, 'must be a CSS font list without < > { } ; or \\')),
    radius: z.string().check(z.regex(/^\d+(\.\d+)?(px|rem)$/, 'must be a length like 8px or 0.5rem')),
    colors: ThemePrimitives,
  }),
  /** Account rules: the mobile-number region and the failed-login lock threshold. */
  accounts: z.strictObject({
    /** ISO 3166 region of the brand's mobile numbers, e.g. PH; drives number validation. */
    phoneRegion: z.string().check(z.regex(/^[A-Z]{2}$/, 'must be a two-letter region code like PH or BR')),
    /** Country dialing code shown before the mobile number, e.g. +63. */
    dialingCode: z.string().check(z.regex(/^\+[1-9]\d{0,3}$/, 'must be a dialing code like +63')),
    /** Failed logins (per account and per address) before a temporary lock: 3–20; 5 when not given. */
    loginLockAfter: z._default(
      z.number().check(z.int(), z.gte(3, 'must be at least 3'), z.lte(20, 'must be at most 20')),
      5,
    ),
  }),
  flags: z.strictObject(flagShape),
  menu: z.strictObject(menuShape),
  promotions: z.strictObject({ REFERRAL: z.boolean(), MISSION: z.boolean() }),
  links: z.strictObject({
    android: z.optional(url),
    ios: z.optional(url),
    iosProfile: z.optional(url),
    messagingApp: z.optional(url),
    messagingService: z.optional(url),
    socialNetwork: z.optional(url),
    line: z.optional(url),
    licence: z.optional(url),
    /** Site path of the help centre, e.g. `/m/help`. */
    help: z.optional(z.string().check(z.regex(/^\/m\/[A-Za-z0-9/?=&._-]*$/, 'must be a site path starting with /m/'))),
  }),
  assets: z.strictObject({
    logo: AssetPath,
    favicon: AssetPath,
    appIcon: AssetPath,
    defaultBanner: AssetPath,
    licenceLogo: z.optional(AssetPath),
    paymentLogo: z.optional(AssetPath),
  }),
  copyright: z.string().check(z.minLength(1)),
  /** IANA time zone of the brand's reports ("today" of the agent counters, report days); UTC when absent. */
  timeZone: z.optional(z.string().check(z.refine(isTimeZone, 'must be an IANA time zone like Asia/Manila'))),
  /** The operator running the brand (brands of one operator share exclusions and time-outs). */
  operator: z
    .string()
    .check(
      z.regex(/^[a-z][a-z0-9-]{1,30}$/, 'must be 2–31 lower-case letters, digits or dashes, starting with a letter'),
    ),
  protection: ProtectionPolicyShape,
  /**
   * Sites that may show the brand's pages in a frame (the page's CSP `frame-ancestors`). Absent or
   * empty: no site may, not even the brand's own (`'none'`, with `X-Frame-Options: DENY`).
   */
  frameAncestors: z.optional(z.array(webOrigin).check(z.maxLength(10, 'must list at most 10 origins'))),
});

let listedZones: ReadonlySet<string> | undefined;

/** The zone names the runtime lists: one lookup, where a formatter made for a zone costs 20 ms the first time. */
function listedTimeZones(): ReadonlySet<string> {
  listedZones ??= new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);
  return listedZones;
}

/** True for a time zone name the platform and browsers know (Asia/Manila, America/Sao_Paulo, UTC). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+/-]{1,40}$/.test(name)) return false;
  if (listedTimeZones().has(name)) return true;
  // Other names the runtime accepts (aliases such as Asia/Calcutta, UTC on some runtimes).
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** A problem found by a rule that relates fields to each other. */
export interface BrandRuleProblem {
  path: (string | number)[];
  message: string;
}

const CrossFieldView = z.object({ languages: Languages, age: Age, bannerCaptions: z.optional(BannerCaptions) });
const ProtectionView = z.object({ protection: ProtectionPolicyShape });

/**
 * Rules between fields: text colours reach WCAG AA contrast on their backgrounds, the default
 * language is offered, every offered language has age texts and a banner caption, every age text
 * mentions the minimum age, and no age texts or captions exist for languages not offered.
 * Works on raw input too (skips silently when the fields it needs are themselves broken),
 * so a broken brand reports these problems together with the shape problems.
 */
export function brandRuleProblems(input: unknown): BrandRuleProblem[] {
  const problems: BrandRuleProblem[] = contrastProblems(input);
  const protection = ProtectionView.safeParse(input);
  if (protection.success) problems.push(...protectionPolicyProblems(protection.data.protection));
  const view = CrossFieldView.safeParse(input);
  if (!view.success) return problems;
  const { languages, age } = view.data;
  // Missing as a whole is a shape problem already; one line per language would repeat it.
  const bannerCaptions = view.data.bannerCaptions;
  if (!languages.offered.includes(languages.default)) {
    problems.push({
      path: ['languages', 'default'],
      message: `${languages.default} must be one of languages.offered (${languages.offered.join(', ')})`,
    });
  }
  const seen = new Set<string>();
  languages.offered.forEach((lang, i) => {
    if (seen.has(lang)) problems.push({ path: ['languages', 'offered', i], message: `${lang} is listed twice` });
    seen.add(lang);
    if (!age.texts[lang])
      problems.push({ path: ['age', 'texts', lang], message: `required: age texts for offered language ${lang}` });
    if (bannerCaptions && !bannerCaptions[lang])
      problems.push({
        path: ['bannerCaptions', lang],
        message: `required: a banner caption for offered language ${lang}`,
      });
  });
  for (const lang of Object.keys(bannerCaptions ?? {})) {
    if (!languages.offered.includes(lang as (typeof languages.offered)[number])) {
      problems.push({ path: ['bannerCaptions', lang], message: `${lang} is not in languages.offered` });
    }
  }
  for (const [lang, texts] of Object.entries(age.texts)) {
    if (!texts) continue;
    if (!languages.offered.includes(lang as (typeof languages.offered)[number])) {
      problems.push({ path: ['age', 'texts', lang], message: `${lang} is not in languages.offered` });
    }
    for (const key of ['register', 'consent', 'footer'] as const) {
      if (!mentionsNumber(texts[key], age.minimum)) {
        problems.push({ path: ['age', 'texts', lang, key], message: `must mention the minimum age ${age.minimum}` });
      }
    }
  }
  return problems;
}

const ColoursView = z.object({ theme: z.object({ colors: ThemePrimitives }) });

/** Text colour pairs of the theme below WCAG AA (skipped when the colours themselves are broken). */
export function contrastProblems(input: unknown): BrandRuleProblem[] {
  const view = ColoursView.safeParse(input);
  if (!view.success) return [];
  const colours = view.data.theme.colors;
  return textColourPairs.flatMap(([fg, bg]) => {
    const ratio = contrastRatio(colours[fg], colours[bg]);
    return ratio >= MIN_TEXT_CONTRAST
      ? []
      : [
          {
            path: ['theme', 'colors', fg],
            message: `${colours[fg]} on ${bg} ${colours[bg]} has contrast ${ratio.toFixed(2)}:1, needs at least ${MIN_TEXT_CONTRAST}:1 (WCAG AA)`,
          },
        ];
  });
}

function mentionsNumber(text: string, n: number): boolean {
  return new RegExp(`(^|\\D)${n}(\\D|$)`).test(text);
}

export const BrandConfig = BrandConfigShape.check(
  z.superRefine((brand, ctx) => {
    for (const problem of brandRuleProblems(brand))
      ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
  }),
);

export type BrandConfig = z.infer<typeof BrandConfig>;
export type ThemePrimitives = z.infer<typeof ThemePrimitives>;
export type AgeTexts = z.infer<typeof AgeTexts>;
export type BrandTheme = BrandConfig['theme'];
