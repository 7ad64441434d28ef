import type { Queryable } from '../db/db';
import { catalogueRevision, loadCatalogue } from './catalogue';
import type { Catalogue } from './catalogue';
import type { PreparedAnswer } from '../http/etag';

const MAX_ANSWERS = 2_000;

/**
 * The catalogue in memory: loaded on first use, dropped when the change bus announces a catalogue
 * change (on any instance) and, as a safety net, checked when older than `ttlMs`: read again only when the
 * catalogue's revision moved (a change the bus did not carry, e.g. one written straight into the database;
 * decision 0099). Answers memoised per snapshot by key with a strong ETag. Concurrent callers share one load.
 */
export class CatalogueCache {
  #snapshot: { catalogue: Catalogue; loadedAt: number } | null = null;
  #loading: Promise<Catalogue> | null = null;
  #answers = new Map<string, PreparedAnswer>();
  /** Counts invalidations: a load that began before one must not store what it read. */
  #generation = 0;

  constructor(
    private readonly db: Queryable,
    private readonly ttlMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<Catalogue> {
    const snapshot = this.#snapshot;
    if (snapshot && this.now() - snapshot.loadedAt < this.ttlMs) return snapshot.catalogue;
    if (!this.#loading) {
      const generation = this.#generation;
      const loading: Promise<Catalogue> = (snapshot ? this.#current(snapshot.catalogue) : loadCatalogue(this.db))
        .then((catalogue) => {
          if (generation !== this.#generation) return catalogue;
          if (catalogue.version !== this.#snapshot?.catalogue.version) this.#answers.clear();
          this.#snapshot = { catalogue, loadedAt: this.now() };
          return catalogue;
        })
        .finally(() => {
          if (this.#loading === loading) this.#loading = null;
        });
      this.#loading = loading;
      // A snapshot past its age answers meanwhile: a failed check or read keeps it, and a later call tries again.
      loading.catch(() => undefined);
    }
    // A snapshot past its age keeps answering while the new one loads (an invalidated one never does).
    return snapshot ? snapshot.catalogue : this.#loading;
  }

  /** The snapshot itself while the catalogue's revision is the one it was read at, else a new read. */
  async #current(catalogue: Catalogue): Promise<Catalogue> {
    return (await catalogueRevision(this.db)) === catalogue.revision ? catalogue : loadCatalogue(this.db);
  }

  /** Forgets the snapshot (an operator changed the catalogue); a load already under way is not kept. */
  invalidate(): void {
    this.#generation += 1;
    this.#snapshot = null;
    this.#loading = null;
    this.#answers.clear();
  }

  /** The memoised answer of `key` for this snapshot, if there is one. */
  cached(catalogue: Catalogue, key: string): PreparedAnswer | undefined {
    return this.#answers.get(`${catalogue.version}|${key}`);
  }

  /** Memoises an answer under another key too (e.g. the exact request address that led to it). */
  remember(catalogue: Catalogue, key: string, answer: PreparedAnswer): void {
    if (this.#answers.size >= MAX_ANSWERS) this.#answers.clear();
    this.#answers.set(`${catalogue.version}|${key}`, answer);
  }

  /** The memoised answer of `key` for this snapshot, built once by `build`. */
  answer(catalogue: Catalogue, key: string, build: () => PreparedAnswer): PreparedAnswer {
    const fullKey = `${catalogue.version}|${key}`;
    let cached = this.#answers.get(fullKey);
    if (!cached) {
      cached = build();
      if (this.#answers.size >= MAX_ANSWERS) this.#answers.clear();
      this.#answers.set(fullKey, cached);
    }
    return cached;
  }
}
