import { fromCents } from '@wl/api-client/contract/money';
import { AppError } from '../http/app-error';

/** 400 AMOUNT_OUT_OF_RANGE unless min ≤ amount ≤ max (all cents); the message names the range. */
export function checkAmountRange(amountCents: number, minCents: number, maxCents: number): void {
  if (amountCents < minCents || amountCents > maxCents) {
    throw new AppError(
      'AMOUNT_OUT_OF_RANGE',
      `The amount must be from ${fromCents(minCents).toFixed(2)} to ${fromCents(maxCents).toFixed(2)}.`,
      {
        fields: [
          {
            field: 'body.amount',
            problem: `must be from ${fromCents(minCents).toFixed(2)} to ${fromCents(maxCents).toFixed(2)}`,
          },
        ],
      },
    );
  }
}

/** A deposit bonus: `percentBps` of the deposit, rounded down to the cent, capped at `maxCents`. */
export function depositBonusCents(amountCents: number, percentBps: number, maxCents: number): number {
  return Math.min(Math.floor((amountCents * percentBps) / 10_000), maxCents);
}
