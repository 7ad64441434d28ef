import { whiteLabelFlags } from '../flags';
import type { FlagSet } from '../resolve-flags';
import type { BrandConfig } from '../schema';

const allFlags = (on: boolean): FlagSet => Object.fromEntries(whiteLabelFlags.map((f) => [f, on])) as FlagSet;

/**
 * A valid brand for tests (light theme, English and Tagalog, age 21). Pass overrides for the
 * fields a test is about; the result is a fresh object each call.
 */
export function sampleBrand(overrides: Partial<BrandConfig> = {}): BrandConfig {
  return {
    id: 'sample',
    displayName: 'Sample Games',
    shortName: 'Sample',
    domains: ['sample.localhost'],
    merchantCode: 'SAMPLE01',
    trialMerchantCode: 'SAMPLETRIAL',
    currency: { code: 'PHP', symbol: '₱' },
    languages: { default: 'EN', offered: ['EN', 'TY'] },
    age: {
      minimum: 21,
      texts: {
        EN: {
          register: 'You must be 21 years old to register.',
          consent: 'I am over 21 years old.',
          footer: '21+ Play responsibly.',
        },
        TY: {
          register: 'Dapat ay 21 taong gulang ka para magrehistro.',
          consent: 'Ako ay higit sa 21 taong gulang.',
          footer: '21+ Maglaro nang responsable.',
        },
      },
    },
    bannerCaptions: { EN: '600+ games, one account', TY: '600+ na laro, iisang account' },
    theme: {
      mode: 'light',
      fontFamily: 'system-ui, sans-serif',
      radius: '8px',
      colors: {
        primary: '#0b6bcb',
        onPrimary: '#ffffff',
        accent: '#f5a623',
        background: '#f4f6fa',
        surface: '#ffffff',
        text: '#1b2430',
        textMuted: '#5b6675',
        header: '#0b3d91',
        onHeader: '#ffffff',
        border: '#d5dbe3',
        danger: '#c62828',
        success: '#2e7d32',
      },
    },
    accounts: { phoneRegion: 'PH', dialingCode: '+63', loginLockAfter: 5 },
    flags: { ...allFlags(true), MOBILENUMREG3: false, REGMOBVERF3: false },
    menu: { deposit: true, withdraw: true, bettingRecord: true, rewardCenter: true, securityCenter: true },
    promotions: { REFERRAL: true, MISSION: false },
    links: { android: 'https://example.com/app.apk', licence: 'https://example.com/licence' },
    assets: {
      logo: 'assets/logo.svg',
      favicon: 'assets/favicon.svg',
      appIcon: 'assets/app-icon.svg',
      defaultBanner: 'assets/banner.svg',
    },
    copyright: '© Sample Games',
    operator: 'sample-operator',
    protection: {
      limitPeriods: ['day', 'week', 'month'],
      realityCheck: { choices: [0, 15, 30, 60], default: 0 },
      timeoutPeriods: ['24h', '7d', '30d'],
      exclusionPeriods: ['6m', '1y', '5y', 'permanent'],
      exclusionMinimum: '6m',
      limitPromptAtRegistration: false,
      limitPromptAtFirstDeposit: true,
      switchedOffGameTypes: [],
      helpUrl: 'https://help.example.org/',
    },
    ...overrides,
  };
}
