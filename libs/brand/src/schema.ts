import { z } from 'zod';
import { languageCodes } from '@wl/i18n/languages';
import { menuSwitches, whiteLabelFlags } from './flags';
import type { MenuSwitch, WhiteLabelFlag } from './flags';

const LanguageCode = z.enum(languageCodes, { error: 'must be a platform language code such as EN, PT or TY' });
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1a2b3c');
const url = z.url({ protocol: /^https?$/, error: 'must be a full URL (https://…)' });
const merchantCode = z.string().regex(/^[A-Za-z0-9_]{2,32}$/, 'must be 2–32 letters, digits or _');
const hostName = z
  .string()
  .regex(/^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/, 'must be a lower-case host name like rio.example.com');

/** A file inside the brand folder, e.g. `assets/logo.svg`. */
export const AssetPath = z
  .string()
  .regex(/^assets\/[A-Za-z0-9._/-]+\.(svg|png|jpg|jpeg|webp|ico)$/, 'must be a file under assets/ (svg, png, jpg, webp or ico)')
  .refine((p) => !p.split('/').includes('..'), 'must stay inside the brand folder (no ..)');

const flagShape = Object.fromEntries(whiteLabelFlags.map((f) => [f, z.boolean()])) as Record<WhiteLabelFlag, z.ZodBoolean>;
const menuShape = Object.fromEntries(menuSwitches.map((m) => [m, z.boolean()])) as Record<MenuSwitch, z.ZodBoolean>;

export const AgeTexts = z
  .object({
    /** Line under the registration form, e.g. "You must be 21 years old to register." */
    register: z.string().min(1),
    /** Consent checkbox text, e.g. "I am over 21 and agree to the terms." */
    consent: z.string().min(1),
    /** Footer age notice, e.g. "21+ Play responsibly." */
    footer: z.string().min(1),
  })
  .strict();

/** Brand primitives; the theme maps them onto shared semantic tokens (`--wl-*` CSS variables). */
export const ThemePrimitives = z
  .object({
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
  })
  .strict();

const Languages = z.object({ default: LanguageCode, offered: z.array(LanguageCode).min(1, 'must list at least one language') }).strict();
const Age = z
  .object({
    minimum: z.union([z.literal(18), z.literal(21)], { error: 'must be 18 or 21' }),
    texts: z.partialRecord(LanguageCode, AgeTexts),
  })
  .strict();

/** The shape of brand.json, without the rules that relate one field to another. */
export const BrandConfigShape = z
  .object({
    /** Folder name and Nx project name, e.g. `rio`. */
    id: z.string().regex(/^[a-z][a-z0-9-]{1,30}$/, 'must be 2–31 lower-case letters, digits or dashes, starting with a letter'),
    displayName: z.string().min(1).max(40),
    shortName: z.string().min(1).max(12),
    domains: z.array(hostName).min(1, 'must list at least one domain'),
    merchantCode,
    trialMerchantCode: merchantCode,
    currency: z
      .object({ code: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code like PHP'), symbol: z.string().min(1).max(4) })
      .strict(),
    languages: Languages,
    age: Age,
    theme: z
      .object({
        mode: z.enum(['light', 'dark'], { error: 'must be light or dark' }),
        fontFamily: z.string().min(1).regex(/^[^<>{};\\]+$/, 'must be a CSS font list without < > { } ; or \\'),
        radius: z.string().regex(/^\d+(\.\d+)?(px|rem)$/, 'must be a length like 8px or 0.5rem'),
        colors: ThemePrimitives,
      })
      .strict(),
    flags: z.object(flagShape).strict(),
    menu: z.object(menuShape).strict(),
    promotions: z.object({ REFERRAL: z.boolean(), MISSION: z.boolean() }).strict(),
    links: z
      .object({
        android: url.optional(),
        ios: url.optional(),
        iosProfile: url.optional(),
        messagingApp: url.optional(),
        messagingService: url.optional(),
        socialNetwork: url.optional(),
        line: url.optional(),
        licence: url.optional(),
        /** Site path of the help centre, e.g. `/m/help`. */
        help: z.string().regex(/^\/m\/[A-Za-z0-9/?=&._-]*$/, 'must be a site path starting with /m/').optional(),
      })
      .strict(),
    assets: z
      .object({
        logo: AssetPath,
        favicon: AssetPath,
        appIcon: AssetPath,
        defaultBanner: AssetPath,
        licenceLogo: AssetPath.optional(),
        paymentLogo: AssetPath.optional(),
      })
      .strict(),
    copyright: z.string().min(1),
  })
  .strict();

/** A problem found by a rule that relates fields to each other. */
export interface BrandRuleProblem {
  path: (string | number)[];
  message: string;
}

const CrossFieldView = z.object({ languages: Languages, age: Age });

/**
 * Rules between fields: the default language is offered, every offered language has age texts,
 * every age text mentions the minimum age, and no age texts exist for languages not offered.
 * Works on raw input too (skips silently when the fields it needs are themselves broken),
 * so a broken brand reports these problems together with the shape problems.
 */
export function brandRuleProblems(input: unknown): BrandRuleProblem[] {
  const view = CrossFieldView.safeParse(input);
  if (!view.success) return [];
  const { languages, age } = view.data;
  const problems: BrandRuleProblem[] = [];
  if (!languages.offered.includes(languages.default)) {
    problems.push({ path: ['languages', 'default'], message: `${languages.default} must be one of languages.offered (${languages.offered.join(', ')})` });
  }
  const seen = new Set<string>();
  languages.offered.forEach((lang, i) => {
    if (seen.has(lang)) problems.push({ path: ['languages', 'offered', i], message: `${lang} is listed twice` });
    seen.add(lang);
    if (!age.texts[lang]) problems.push({ path: ['age', 'texts', lang], message: `required: age texts for offered language ${lang}` });
  });
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

function mentionsNumber(text: string, n: number): boolean {
  return new RegExp(`(^|\\D)${n}(\\D|$)`).test(text);
}

export const BrandConfig = BrandConfigShape.superRefine((brand, ctx) => {
  for (const problem of brandRuleProblems(brand)) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
});

export type BrandConfig = z.infer<typeof BrandConfig>;
export type ThemePrimitives = z.infer<typeof ThemePrimitives>;
export type AgeTexts = z.infer<typeof AgeTexts>;
export type BrandTheme = BrandConfig['theme'];
