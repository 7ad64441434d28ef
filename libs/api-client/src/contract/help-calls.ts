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

/**
 * The help topics' query in a language, as the help screen asks it and the help page asks it with the page
 * (tools/brand `entryRoutes`, decision 0092): one function, so both send the very same request.
 */
export function helpTopicsQuery(language: string): z.infer<typeof HelpQuery> {
  return { lang: language, device: 'MOBILE' };
}

/**
 * The level the chosen topic's top heading takes (under the page's title), as the help screen draws it and the page's
 * start script draws it into the static frame (decision 0095).
 */
export const helpTopicHeadingsFrom = 2;

/**
 * The topic a help page shows from its `?i=`: a whole number within the list, default 0. No imports and no outer
 * names: the page's start script carries its source to draw the same topic into the static frame (decision 0095).
 */
export function helpIndex(raw: string | null, count: number): number {
  if (raw === null || !/^\d{1,4}$/.test(raw.trim())) return 0;
  const index = Number(raw.trim());
  return index < count ? index : 0;
}
