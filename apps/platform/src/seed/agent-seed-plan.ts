import type { ContractTerms } from '@wl/api-client/contract/agent-calls';
import { DAY, HOUR, MINUTE } from '../db/clock';
import { dayStart, localDate } from '../agents/report-time';

/**
 * The demo agent's world, as a pure plan of offsets from "now" (docs/decisions/0022): agent01's two-level
 * downline, three weeks of bets, logins and registrations, and its contracts. The seed writes it; the tests
 * read the same plan to know what the KPIs must say.
 */

export interface PlannedMember {
  username: string;
  password: string;
  /** 0 member, 1 agent */
  type: 0 | 1;
  nickname: string;
  /** Who referred it: the demo agent or its sub-agent. */
  upline: 'agent01' | 'agent01a';
  /** Rebate in basis points (100 = 1 %). */
  rebateBp: number;
  /** Days before today it registered (0 = today). */
  regDaysAgo: number;
  loginToday: boolean;
  betToday: boolean;
  onlineNow: boolean;
  /** May transfer money to its superior (the spec's `toUpline`). */
  toUpline?: boolean;
}

/** The demo agent's own rebate (2.00 %). */
export const DEMO_AGENT_REBATE_BP = 200;
/** Days of history before today. */
export const HISTORY_DAYS = 21;
/** Each seeded member's opening balance, in cents. */
export const SEED_OPENING_CENTS = 3_000_00;

export const plannedMembers: readonly PlannedMember[] = [
  {
    username: 'agent01a',
    password: 'Agent1234!',
    type: 1,
    nickname: 'Sub Agent',
    upline: 'agent01',
    rebateBp: 150,
    regDaysAgo: 20,
    loginToday: true,
    betToday: false,
    onlineNow: true,
  },
  {
    username: 'player101',
    password: 'Player1234!',
    type: 0,
    nickname: 'Player 101',
    upline: 'agent01',
    rebateBp: 100,
    regDaysAgo: 19,
    loginToday: true,
    betToday: true,
    onlineNow: true,
  },
  {
    username: 'player102',
    password: 'Player1234!',
    type: 0,
    nickname: 'Player 102',
    upline: 'agent01',
    rebateBp: 100,
    regDaysAgo: 15,
    loginToday: false,
    betToday: false,
    onlineNow: false,
  },
  {
    username: 'player103',
    password: 'Player1234!',
    type: 0,
    nickname: 'Player 103',
    upline: 'agent01',
    rebateBp: 100,
    regDaysAgo: 12,
    loginToday: true,
    betToday: false,
    onlineNow: false,
    toUpline: true,
  },
  {
    username: 'player201',
    password: 'Player1234!',
    type: 0,
    nickname: 'Player 201',
    upline: 'agent01a',
    rebateBp: 80,
    regDaysAgo: 10,
    loginToday: false,
    betToday: false,
    onlineNow: false,
  },
  {
    username: 'player202',
    password: 'Player1234!',
    type: 0,
    nickname: 'Player 202',
    upline: 'agent01a',
    rebateBp: 80,
    regDaysAgo: 0,
    loginToday: true,
    betToday: true,
    onlineNow: false,
  },
];

const games = [
  { gameType: 'RNG', gameId: 'golden-reels', gameName: 'Golden Reels' },
  { gameType: 'LIVE', gameId: 'live-baccarat', gameName: 'Live Baccarat' },
  { gameType: 'FISH', gameId: 'ocean-hunter', gameName: 'Ocean Hunter' },
  { gameType: 'LOTT', gameId: 'lotto-5d', gameName: 'Lotto 5D' },
] as const;

export interface PlannedBet {
  username: string;
  daysAgo: number;
  placedAt: number;
  stakeCents: number;
  payoutCents: number;
  gameType: string;
  gameId: string;
  gameName: string;
  roundRef: string;
}

export interface PlannedLogin {
  username: string;
  createdAt: number;
  lastSeenAt: number;
  /** Live sessions are the online ones; the others ended. */
  live: boolean;
}

export interface AgentSeedPlan {
  members: readonly PlannedMember[];
  regDates: ReadonlyMap<string, number>;
  bets: PlannedBet[];
  logins: PlannedLogin[];
}

/** Active on a past day: a fixed pattern of about four days in seven. */
export function activeOn(index: number, daysAgo: number): boolean {
  return (index * 5 + daysAgo * 3) % 7 < 4;
}

/**
 * A time on the local day `daysAgo` before now's day: past days at midday plus a few minutes per member;
 * today between local midnight (or two hours ago) and now, so "today" stays today.
 */
export function eventTime(now: number, timeZone: string, daysAgo: number, slot: number): number {
  if (daysAgo === 0) {
    const start = Math.max(dayStart(localDate(now, timeZone), timeZone), now - 2 * HOUR);
    return start + Math.floor(((now - start) * (slot + 1)) / 16);
  }
  const today = localDate(now, timeZone);
  const date = new Date(Date.parse(`${today}T00:00:00Z`) - daysAgo * DAY).toISOString().slice(0, 10);
  const base = dayStart(date, timeZone);
  return base + 12 * HOUR + slot * 7 * MINUTE;
}

export function agentSeedPlan(now: number, timeZone: string): AgentSeedPlan {
  const regDates = new Map<string, number>();
  const bets: PlannedBet[] = [];
  const logins: PlannedLogin[] = [];
  plannedMembers.forEach((member, index) => {
    regDates.set(
      member.username,
      eventTime(now, timeZone, member.regDaysAgo, index) - (member.regDaysAgo === 0 ? 0 : HOUR),
    );
    for (let daysAgo = Math.min(member.regDaysAgo, HISTORY_DAYS); daysAgo >= 0; daysAgo--) {
      const bets_ = daysAgo === 0 ? member.betToday : activeOn(index, daysAgo);
      const login = daysAgo === 0 ? member.loginToday : bets_;
      const at = eventTime(now, timeZone, daysAgo, index);
      if (login) {
        const live = daysAgo === 0 && member.onlineNow;
        logins.push({ username: member.username, createdAt: at, lastSeenAt: live ? now : at + 20 * MINUTE, live });
      }
      if (bets_) {
        const game = games[(index + daysAgo) % games.length] ?? games[0];
        const stakeCents = (20 + ((index * 11 + daysAgo * 7) % 10) * 10) * 100;
        const wins = (index * 3 + daysAgo) % 4 === 0;
        bets.push({
          username: member.username,
          daysAgo,
          placedAt: at + Math.min(MINUTE, Math.floor((now - at) / 2)),
          stakeCents,
          payoutCents: wins ? stakeCents * 2 : 0,
          ...game,
          roundRef: `agent-seed-${member.username}-${daysAgo}`,
        });
      }
    }
  });
  return { members: plannedMembers, regDates, bets, logins };
}

/** The team footer the plan gives for today (what the agent home must show for agent01). */
export function plannedTodayFooter() {
  return {
    teamLoginMemberCount: plannedMembers.filter((m) => m.loginToday).length,
    teamBetMemberCount: plannedMembers.filter((m) => m.betToday).length,
    teamRegisterMemberCount: plannedMembers.filter((m) => m.regDaysAgo === 0).length,
    teamOnlineCount: plannedMembers.filter((m) => m.onlineNow).length,
  };
}

/** agent01's contracts: daily salary and dividend in force since before the history, an hourly salary offer waiting. */
export const demoContracts: { terms: ContractTerms; status: 'active' | 'pending'; activeDaysAgo?: number }[] = [
  {
    status: 'active',
    activeDaysAgo: HISTORY_DAYS,
    terms: {
      kind: 'daily_salary',
      tiers: [
        { minTurnover: 50, minActiveMembers: 1, salary: 5 },
        { minTurnover: 200, minActiveMembers: 2, salary: 15 },
        { minTurnover: 400, minActiveMembers: 3, salary: 40 },
      ],
    },
  },
  {
    status: 'active',
    activeDaysAgo: 35,
    terms: {
      kind: 'dividend',
      period: 'HALF_MONTH',
      tiers: [
        { minNetLoss: 0, minActiveMembers: 1, ratePercent: 10 },
        { minNetLoss: 1000, minActiveMembers: 3, ratePercent: 20 },
      ],
    },
  },
  {
    status: 'pending',
    terms: {
      kind: 'hourly_salary',
      tiers: [
        { minTurnover: 20, minActiveMembers: 1, salary: 1 },
        { minTurnover: 100, minActiveMembers: 2, salary: 5 },
      ],
    },
  },
];

/** The sub-agent's offer from agent01: a daily salary waiting for its answer. */
export const subAgentOffer: ContractTerms = {
  kind: 'daily_salary',
  tiers: [{ minTurnover: 100, minActiveMembers: 1, salary: 3 }],
};
