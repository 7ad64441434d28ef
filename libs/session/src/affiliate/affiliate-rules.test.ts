import { affiliateAction, referralEnabled, showsInviteEntry } from './affiliate-rules';

describe('affiliate action: agents open the agent modal; members go to invite friends with REFERRAL, else coming soon', () => {
  it.each([
    ['agent (type 1)', { loggedIn: true, type: 1, referralEnabled: true }, 'agentModal'],
    ['agent (type 1) without REFERRAL', { loggedIn: true, type: 1, referralEnabled: false }, 'agentModal'],
    ['type 2 counts as agent', { loggedIn: true, type: 2, referralEnabled: false }, 'agentModal'],
    ['member (type 0) with REFERRAL', { loggedIn: true, type: 0, referralEnabled: true }, 'inviteFriends'],
    ['member (type 0) without REFERRAL', { loggedIn: true, type: 0, referralEnabled: false }, 'comingSoon'],
    ['trial (type 4) with REFERRAL', { loggedIn: true, type: 4, referralEnabled: true }, 'inviteFriends'],
    ['type 40 without REFERRAL', { loggedIn: true, type: 40, referralEnabled: false }, 'comingSoon'],
    ['guest with REFERRAL', { loggedIn: false, type: undefined, referralEnabled: true }, 'inviteFriends'],
    ['guest without REFERRAL', { loggedIn: false, type: undefined, referralEnabled: false }, 'comingSoon'],
  ] as const)('%s → %s', (_name, input, action) => {
    expect(affiliateAction(input)).toBe(action);
  });
});

describe('invite entry: visible to guests or when REFERRAL is enabled', () => {
  it.each([
    [false, false, true],
    [false, true, true],
    [true, true, true],
    [true, false, false],
  ])('logged in %s, REFERRAL %s → visible %s', (loggedIn, referral, visible) => {
    expect(showsInviteEntry({ loggedIn, referralEnabled: referral })).toBe(visible);
  });
});

describe('REFERRAL: the platform’s white-label setting over the brand default', () => {
  it.each([
    [true, undefined, true],
    [false, {}, false],
    [false, { REFERRAL: true }, true],
    [true, { REFERRAL: false }, false],
    [true, { REFERRAL: 'no' }, true],
  ])('brand %s, white-label %o → %s', (brand, whitelabel, enabled) => {
    expect(referralEnabled({ REFERRAL: brand }, whitelabel)).toBe(enabled);
  });
});
