import { resolve } from 'node:path';

/** The workspace root (this file lives in apps/platform/src/config). */
export const repoRoot = resolve(import.meta.dirname, '../../../..');
