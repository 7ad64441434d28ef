import { z } from 'zod/mini';

/** `GET /healthz` of the reference platform: process up and database answering. */
export const healthPath = '/healthz';

export const Health = z.object({
  ok: z.boolean(),
  db: z.boolean(),
});
export type Health = z.infer<typeof Health>;
