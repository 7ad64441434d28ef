import { LineStake } from '@wl/api-client/contract/lottery-calls';
import type { BetType, OrderLine } from '@wl/api-client/contract/lottery-calls';
import { z } from 'zod/mini';

/**
 * The bet slip's rules: which picks a bet type offers, how typed numbers are read, what a slip
 * costs and may win. A number bet type with at most 100 numbers shows a grid; a larger one (3D, 4D)
 * takes typed numbers.
 */

export const GRID_LIMIT = 100;
export const MAX_LINES = 50;

export function showsGrid(betType: BetType): boolean {
  return betType.kind === 'number' && betType.max - betType.min + 1 <= GRID_LIMIT;
}

/** Every pick a grid or option row shows: numbers written with the bet type's digits, or its options. */
export function gridValues(betType: BetType): string[] {
  if (betType.kind === 'choice') return [...betType.options];
  if (!showsGrid(betType)) return [];
  return Array.from({ length: betType.max - betType.min + 1 }, (_, i) =>
    String(betType.min + i).padStart(betType.digits, '0'),
  );
}

/** Whether one pick fits the bet type. */
export function isValidPick(betType: BetType, pick: string): boolean {
  if (betType.kind === 'choice') return (betType.options as readonly string[]).includes(pick);
  if (!new RegExp(`^[0-9]{${betType.digits}}$`).test(pick)) return false;
  const value = Number(pick);
  return value >= betType.min && value <= betType.max;
}

export interface TypedPicks {
  picks: string[];
  /** Entries that are not valid numbers of the bet type, as typed. */
  invalid: string[];
}

/** Numbers typed for a 3D/4D pick, separated by spaces, commas or semicolons; repeats kept once. */
export function readTypedPicks(betType: BetType, text: string): TypedPicks {
  const entries = text.split(/[\s,;]+/).filter(Boolean);
  const picks: string[] = [];
  const invalid: string[] = [];
  for (const entry of entries) {
    if (!isValidPick(betType, entry)) invalid.push(entry);
    else if (!picks.includes(entry)) picks.push(entry);
  }
  return { picks, invalid };
}

/** Adds a pick or takes it away (a second press). */
export function togglePick(picks: readonly string[], pick: string): string[] {
  return picks.includes(pick) ? picks.filter((p) => p !== pick) : [...picks, pick];
}

export type StakeCheck = { ok: true; stake: number } | { ok: false; message: string };

/** The stake per line as typed: a number of currency units, 1–10,000, at most two decimals. */
export function checkStake(text: string): StakeCheck {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return { ok: false, message: 'stakeFormat' };
  const parsed = z.safeParse(LineStake, Number(trimmed));
  if (!parsed.success) return { ok: false, message: 'stakeRange' };
  return { ok: true, stake: parsed.data };
}

/** One line per pick, each at the stake. */
export function orderLines(betType: BetType, picks: readonly string[], stake: number): OrderLine[] {
  return picks.map((selection) => ({ betType: betType.code, selection, stake }));
}

/** What the slip costs, in currency units (summed in cents, so 0.1 + 0.2 stays 0.3). */
export function slipTotal(lineCount: number, stake: number): number {
  return (Math.round(stake * 100) * lineCount) / 100;
}

/** What one winning line pays at the stake: stake × odds, rounded down to the cent. */
export function lineWin(betType: BetType, stake: number): number {
  return Math.floor((Math.round(stake * 100) * Math.round(betType.odds * 100)) / 100) / 100;
}
