import { decodeServicePath, encodeServicePath } from '@wl/api-client/contract/service-path';
import { sampleBrand } from '@wl/brand/testing';
import { linkResourceType } from './link-resource-type';
import { brandAssetPath, mainDomain, merchantPlans, platformImageCdns } from './merchant-plan';
import { platformWhitelabelOverrides } from './platform-overrides';
import { randomServiceKey } from './seed';

const brand = sampleBrand({
  domains: ['sample.localhost', 'm.sample.example'],
  links: {
    android: 'https://dl.sample.example/app.apk',
    ios: 'https://apps.apple.com/app/id1',
    iosProfile: 'https://dl.sample.example/sample.mobileconfig',
    messagingApp: 'https://wa.me/5500000000000',
    messagingService: 'https://t.me/sample_cs',
    socialNetwork: 'https://www.facebook.com/sample.example',
    line: 'https://line.me/R/ti/p/sample',
  },
});

describe('merchants planned for a brand', () => {
  const [main, trial] = merchantPlans(brand);

  it('creates one merchant and one trial merchant with the brand codes', () => {
    expect(merchantPlans(brand)).toHaveLength(2);
    expect([main?.code, main?.isTrial, trial?.code, trial?.isTrial]).toEqual([
      brand.merchantCode,
      false,
      brand.trialMerchantCode,
      true,
    ]);
    expect(main?.brandId).toBe(brand.id);
  });

  it('white-label settings = brand flag defaults overlaid by the platform overrides', () => {
    for (const [flag, value] of Object.entries(brand.flags)) {
      const expected =
        flag in platformWhitelabelOverrides
          ? platformWhitelabelOverrides[flag as keyof typeof platformWhitelabelOverrides]
          : value;
      expect(main?.whitelabel[flag], flag).toBe(expected);
    }
    expect(Object.keys(platformWhitelabelOverrides).length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['Android', 'https://dl.sample.example/app.apk'],
    ['IOS', 'https://apps.apple.com/app/id1'],
    ['MOBILECONFIG', 'https://dl.sample.example/sample.mobileconfig'],
    ['AppDownloadIcon', '/m/brand/app-icon.svg'],
    ['WHATSAPP', 'https://wa.me/5500000000000'],
    ['FACEBOOK', 'https://www.facebook.com/sample.example'],
    ['LINE', 'https://line.me/R/ti/p/sample'],
  ])('download link %s → %s', (type, url) => {
    expect(main?.downloadLinks.find((link) => link.resourceType === type)?.url).toBe(url);
  });

  it('leaves out links the brand does not configure', () => {
    const bare = sampleBrand({ links: {} });
    expect(merchantPlans(bare)[0]?.downloadLinks.map((link) => link.resourceType)).toEqual(['AppDownloadIcon']);
  });

  it('has a live-chat entry and a Telegram entry from the brand’s Telegram link', () => {
    expect(main?.customerService.map((entry) => [entry.csType, entry.csPosition])).toEqual([
      ['LIVECHAT', 1],
      ['TELEGRAM', 2],
    ]);
    expect(main?.customerService[1]?.plainPath).toBe('https://t.me/sample_cs');
  });

  it('has no Telegram entry when the brand has no Telegram link', () => {
    const noTelegram = sampleBrand({ links: { messagingApp: 'https://wa.me/1' } });
    expect(merchantPlans(noTelegram)[0]?.customerService.map((entry) => entry.csType)).toEqual(['LIVECHAT']);
  });

  it.each(['m_home', 'm_login', 'm_register', 'm_video'])('has banners of group %s', (group) => {
    expect(main?.banners.some((banner) => banner.groupName === group)).toBe(true);
  });

  it('carries the brand’s account settings and the default registration field rules', () => {
    expect(main?.accounts).toEqual(brand.accounts);
    const required = main?.registerFields.filter((rule) => rule.required).map((rule) => rule.field);
    expect(required).toEqual(['username', 'password', 'confirmPassword']);
    const optional = main?.registerFields.filter((rule) => rule.enabled && !rule.required).map((rule) => rule.field);
    expect(optional?.sort()).toEqual(['affiliateCode', 'email', 'mobileNum', 'nickname']);
  });

  it('lists the platform itself as image CDN, and the main domain', () => {
    expect(main?.imageCdns).toEqual(platformImageCdns);
    expect(platformImageCdns).toEqual(['/cdn']);
    expect(main?.mainDomain).toBe('m.sample.example');
  });
});

describe('seed helpers', () => {
  it.each([
    [['aurora.localhost', 'm.aurora.example'], 'm.aurora.example'],
    [['localhost', 'www.x.example'], 'www.x.example'],
    [['only.localhost'], 'only.localhost'],
  ])('main domain of %j is %s', (domains, expected) => {
    expect(mainDomain(domains)).toBe(expected);
  });

  it.each([
    ['assets/banner.svg', '/m/brand/banner.svg'],
    ['assets/icons/app.png', '/m/brand/icons/app.png'],
  ])('asset %s is served at %s', (asset, url) => {
    expect(brandAssetPath(asset)).toBe(url);
  });

  it.each([
    ['https://t.me/x', 'TELEGRAM'],
    ['https://telegram.me/x', 'TELEGRAM'],
    ['https://wa.me/1', 'WHATSAPP'],
    ['https://api.whatsapp.com/send?phone=1', 'WHATSAPP'],
    ['https://www.facebook.com/x', 'FACEBOOK'],
    ['https://m.me/x', 'FACEBOOK'],
    ['https://line.me/R/ti/p/x', 'LINE'],
    ['https://www.instagram.com/x', null],
    ['https://notfacebook.com/x', null],
    ['not a url', null],
  ])('link %s is of type %s', (url, type) => {
    expect(linkResourceType(url)).toBe(type);
  });

  it('makes 8-character keys that encode a path the client can decode', () => {
    const keys = new Set(Array.from({ length: 50 }, randomServiceKey));
    expect(keys.size).toBeGreaterThan(45);
    for (const key of keys) {
      expect(key).toMatch(/^[A-Za-z0-9]{8}$/);
      expect(decodeServicePath(encodeServicePath('https://t.me/x', key))).toBe('https://t.me/x');
    }
  });
});
