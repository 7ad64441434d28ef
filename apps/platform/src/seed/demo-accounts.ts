/**
 * Demo accounts created in every (non-trial) merchant when not in production mode.
 * Type 0 is a real member; type 1 is an agent (members whose type is not 0, 4 or 40).
 * `mobile` is a national number per phone region (stored in E.164 for the merchant's region);
 * `affiliateCode` is an agent's referral code; `mustChangePassword` forces a change at the first login;
 * `openingBalance` is credited once to the wallet (currency units) so the demo world has money to play with.
 */
export interface DemoAccount {
  username: string;
  password: string;
  type: number;
  nickname: string;
  role: 'member' | 'agent';
  email?: string;
  mobile?: Readonly<Record<string, string>>;
  affiliateCode?: string;
  mustChangePassword?: boolean;
  openingBalance: number;
}

export const demoAccounts: readonly DemoAccount[] = [
  {
    username: 'demo',
    password: 'Demo1234!',
    type: 0,
    nickname: 'Demo Player',
    role: 'member',
    email: 'demo@example.com',
    mobile: { PH: '9171234567', BR: '11987654321' },
    openingBalance: 1000,
  },
  {
    username: 'agent01',
    password: 'Agent1234!',
    type: 1,
    nickname: 'Demo Agent',
    role: 'agent',
    affiliateCode: 'AGENT01',
    openingBalance: 5000,
  },
  {
    username: 'newbie',
    password: 'Newbie1234!',
    type: 0,
    nickname: 'New Player',
    role: 'member',
    mustChangePassword: true,
    openingBalance: 100,
  },
];
