import type { MerchantStatusRow } from '../merchants/merchant-status-row';

/**
 * A short-lived per-process cache of merchant status rows: the status call is the hottest one.
 * An operator change drops the merchant's entry on every instance through the change bus; `ttlMs`
 * bounds the age of an entry regardless.
 */
export class StatusCache {
  readonly #entries = new Map<string, { row: MerchantStatusRow; at: number }>();
  /** Counts drops: a row read before one must not be stored after it. */
  #generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(code: string): MerchantStatusRow | undefined {
    const entry = this.#entries.get(code);
    if (!entry) return undefined;
    if (this.now() - entry.at >= this.ttlMs) {
      this.#entries.delete(code);
      return undefined;
    }
    return entry.row;
  }

  /** Taken before reading a row from the database, handed to `set` with it. */
  stamp(): number {
    return this.#generation;
  }

  /** Keeps the row unless an entry was dropped since `stamp` was taken (the row may predate that change). */
  set(code: string, row: MerchantStatusRow, stamp: number = this.#generation): void {
    if (stamp !== this.#generation) return;
    this.#entries.set(code, { row, at: this.now() });
  }

  /** Drops a merchant's entry, or every entry without a code. */
  drop(code?: string): void {
    this.#generation += 1;
    if (code === undefined) this.#entries.clear();
    else this.#entries.delete(code);
  }
}
