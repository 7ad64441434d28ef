/** What the global set-up hands to every test file: where to clone the shared template databases from. */
export type TestDbSource =
  | { engine: 'pglite'; migratedDump: string; seededDump: string }
  | { engine: 'postgres'; adminUrl: string; migratedTemplate: string; seededTemplate: string; runId: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: TestDbSource;
  }
}
