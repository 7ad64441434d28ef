import type { ShippedPackCode } from '../languages';

/**
 * Texts a language pack keeps exactly as in English: product and app names, and loanwords the
 * language's players use as they are (see docs/decisions/0031-language-pack-completeness.md).
 * Any other text equal to the English one is an untranslated copy and fails the pack check.
 */
const names = [
  'Telegram',
  'Line',
  'LINE',
  'Facebook',
  'WeChat',
  'WhatsApp',
  'Zalo',
  'OK',
  'PVP',
  'ZY',
  '2D',
  '3D',
  'bar',
  '{{count}} s',
];

/** Loanwords both the Portuguese and the Tagalog packs keep as they are. */
const sharedLoanwords = ['Menu', 'Online', 'Offline', 'Slots', 'E-sports', 'Jackpot', 'Arcade', 'Rebate', 'Captcha'];

export const keptWords: Readonly<Record<ShippedPackCode, readonly string[]>> = {
  EN: [],
  PT: [...names, ...sharedLoanwords, 'E-mail', 'Avatar', 'Avatar {{n}}', 'Total', 'Superior'],
  TY: [
    ...names,
    ...sharedLoanwords,
    'Video poker',
    'Bonus',
    'E-mail',
    'Avatar',
    'Avatar {{n}}',
    'Username',
    'Password',
  ],
};
