import { z } from 'zod';
import { languageCodes } from '@wl/i18n/languages';
import { menuSwitches, whiteLabelFlags } from './flags';

const LanguageCode = z.enum(languageCodes);
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1a2b3c');
const url = z.string().url('must be a full URL (https://…)');
/** A file inside the brand folder, e.g. `assets/logo.svg`. */
const assetPath = z
  .string()
  .regex(/^assets\/[A-Za-z0-9._/-]+\.(svg|png|jpg|jpeg|webp|ico)$/, 'must be a file under assets/ (svg, png, jpg, webp or ico)');

const flagShape = Object.fromEntries(whiteLabelFlags.map((f) => [f, z.boolean()])) as Record<
  (typeof whiteLabelFlags)[number],
  z.ZodBoolean
>;
const menuShape = Object.fromEntries(menuSwitches.map((m) => [m, z.boolean()])) as Record<
  (typeof menuSwitches)[number],
  z.ZodBoolean
>;

export const AgeTexts = z.object({
  /** Line under the registration form, e.g. "You must be 21 years old to register." */
  register: z.string().min(1),
  /** Consent checkbox text. */
  consent: z.string().min(1),
  /** Footer age notice. */
  footer: z.string().min(1),
});

/** Brand primitives; the theme maps them onto shared semantic tokens (`--wl-*` CSS variables). */
export const ThemePrimitives = z.object({
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

export const BrandConfig = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9-]{1,30}$/, 'must be lower-case letters, digits or dashes'),
    displayName: z.string().min(1).max(40),
    shortName: z.string().min(1).max(12),
    domains: z.array(z.string().min(1)).min(1),
    merchantCode: z.string().regex(/^[A-Za-z0-9_]{2,32}$/, 'must be 2–32 letters, digits or _'),
    trialMerchantCode: z.string().regex(/^[A-Za-z0-9_]{2,32}$/, 'must be 2–32 letters, digits or _'),
    currency: z.object({ code: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code'), symbol: z.string().min(1).max(4) }),
    languages: z.object({ default: LanguageCode, offered: z.array(LanguageCode).min(1) }),
    age: z.object({
      minimum: z.union([z.literal(18), z.literal(21)]),
      texts: z.record(LanguageCode, AgeTexts),
    }),
    theme: z.object({
      mode: z.enum(['light', 'dark']),
      fontFamily: z.string().min(1),
      radius: z.string().regex(/^\d+(\.\d+)?(px|rem)$/, 'must be a length like 8px or 0.5rem'),
      colors: ThemePrimitives,
    }),
    flags: z.object(flagShape).strict(),
    menu: z.object(menuShape).strict(),
    promotions: z.object({ REFERRAL: z.boolean(), MISSION: z.boolean() }),
    links: z.object({
      android: url.optional(),
      ios: url.optional(),
      iosProfile: url.optional(),
      messagingApp: url.optional(),
      messagingService: url.optional(),
      socialNetwork: url.optional(),
      line: url.optional(),
      licence: url.optional(),
      help: z.string().optional(),
    }),
    assets: z.object({
      logo: assetPath,
      favicon: assetPath,
      appIcon: assetPath,
      defaultBanner: assetPath,
      licenceLogo: assetPath.optional(),
      paymentLogo: assetPath.optional(),
    }),
    copyright: z.string().min(1),
  })
  .strict()
  .superRefine((brand, ctx) => {
    if (!brand.languages.offered.includes(brand.languages.default)) {
      ctx.addIssue({ code: 'custom', path: ['languages', 'default'], message: 'must be one of languages.offered' });
    }
    for (const lang of brand.languages.offered) {
      if (!brand.age.texts[lang]) {
        ctx.addIssue({ code: 'custom', path: ['age', 'texts', lang], message: `missing age texts for offered language ${lang}` });
      }
    }
    for (const [lang, texts] of Object.entries(brand.age.texts)) {
      if (texts && !texts.register.includes(String(brand.age.minimum))) {
        ctx.addIssue({
          code: 'custom',
          path: ['age', 'texts', lang, 'register'],
          message: `must mention the minimum age ${brand.age.minimum}`,
        });
      }
    }
  });

export type BrandConfig = z.infer<typeof BrandConfig>;
export type ThemePrimitives = z.infer<typeof ThemePrimitives>;
