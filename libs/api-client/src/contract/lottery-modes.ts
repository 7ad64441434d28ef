import { z } from 'zod/mini';

// The lottery app's play types and prize modes: named by the lottery calls (lottery-calls.ts) and by the game launch
// (game-launch.ts). Their own module, so the catalogue's screens, which launch games, do not load the lottery calls.

/** Play types (spec §9: Tradition, Entertainment) as the launch URL spells them. */
export const playTypes = ['trad', 'ent'] as const;
export const PlayType = z.enum(playTypes);
export type PlayType = z.infer<typeof PlayType>;

/** Prize modes (spec §9: Lott, ZY, Elott, default Elott; §4: SEA for TCG_SEA). */
export const prizeModes = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export const PrizeMode = z.enum(prizeModes);
export type PrizeMode = z.infer<typeof PrizeMode>;
export const DEFAULT_PRIZE_MODE: PrizeMode = 'Elott';
