import { z } from 'zod/mini';

/** Live chat (CBS3): unread count and launching the chat page. */
export const ChatUnread = z.object({ unReadCount: z.number() });
export type ChatUnread = z.infer<typeof ChatUnread>;

/**
 * GET query of the launch (spec: b2c=1, language upper-case with CN for any Chinese, backUrl,
 * headerColor, title, moduleId CBS3).
 */
export const LaunchChatQuery = z.object({
  b2c: z.literal('1'),
  language: z.string().check(z.regex(/^[A-Z]{2,3}$/, 'must be an upper-case language code')),
  backUrl: z.string().check(z.minLength(1), z.maxLength(2048)),
  headerColor: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1a2b3c')),
  title: z.string().check(z.minLength(1), z.maxLength(60)),
  moduleId: z.literal('CBS3'),
});
export type LaunchChatQuery = z.infer<typeof LaunchChatQuery>;
/** The chat page to open; it carries a single-use ticket valid 2 minutes, never the session token. */
export const LaunchChatResult = z.object({ chatUrl: z.string() });

/** Chat language (spec): upper case, and CN for any Chinese (CN, TW, zh, zh-TW, ZH-HK…). */
export function chatLanguage(code: string): string {
  const upper = code.trim().toUpperCase();
  if (
    upper === 'CN' ||
    upper === 'TW' ||
    upper === 'HK' ||
    upper === 'ZH' ||
    upper.startsWith('ZH-') ||
    upper.startsWith('ZH_')
  )
    return 'CN';
  return upper.replace(/[-_].*$/, '');
}
