import { z } from 'zod/mini';
import { LanguageParam } from './content-common';

/** GET /wps/system/helpCenter (no token): the help topics in `lang` (device MOBILE). Contents are HTML. */
export const HelpQuery = z.object({
  lang: z.optional(LanguageParam),
  device: z._default(z.enum(['MOBILE', 'WEB']), 'MOBILE'),
});
export const HelpTopic = z.object({ id: z.number(), title: z.string(), content: z.string() });
export type HelpTopic = z.infer<typeof HelpTopic>;
export const HelpTopics = z.array(HelpTopic);
