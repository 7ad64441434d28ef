/**
 * Every white-label flag the spec names. A brand sets a default for each; the platform's
 * white-label settings (`/wps/system/status` → info.whitelabel) overlay them at run time.
 */
export const whiteLabelFlags = [
  // registration and login
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  // messaging
  'CBS3',
  'MAILCEN',
  'FEEDBACK3',
  // member centre
  'REWCEN3',
  'DEPRECM3',
  'WITHREC3',
  'TRANSREC3',
  'TRANSBETREPMEM3',
  'PERSREP',
  'AGETRANSFERUP3',
  'MANPLAYREB3',
  'PLYRBT',
  // agent area
  'AGEPAG',
  'DOWNMAN',
  'AGENTRANSMULTDOWN3',
  'AGETEAMPNL3',
  'TEAMBETTING3',
  'GAMSER',
  'AGEREBINC3',
  'SECPRIV',
] as const;

export type WhiteLabelFlag = (typeof whiteLabelFlags)[number];

/** Side-menu entries whose visibility is a per-brand menu switch (spec §2, side menu). */
export const menuSwitches = ['deposit', 'withdraw', 'bettingRecord', 'rewardCenter', 'securityCenter'] as const;
export type MenuSwitch = (typeof menuSwitches)[number];
