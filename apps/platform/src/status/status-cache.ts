import type { MerchantStatusRow } from '../merchants/merchant-status-row';

/**
 * A short-lived per-process cache of merchant status rows: the status call is the hottest one.
 * The operator route clears a merchant's entry at once; other processes see the change within `ttlMs`.
 */
export class StatusCache {
  readonly #entries = new Map<string, { row: MerchantStatusRow; at: number }>();

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

  set(code: string, row: MerchantStatusRow): void {
    this.#entries.set(code, { row, at: this.now() });
  }

  delete(code: string): void {
    this.#entries.delete(code);
  }
}
