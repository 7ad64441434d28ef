import { useCallback, useState } from 'react';
import { useTranslation } from '@wl/i18n';
import { errorMessageKey, isApiError } from '@wl/api-client';
import { chatLanguage } from '@wl/api-client/contract/chat-calls';
import { contentCalls } from '@wl/api-client/contract';
import { useBrand } from '@wl/brand';
import { useApiClient } from '@wl/session';
import { TOAST_LOADING_LONG_MS, toast } from '@wl/ui-kit';
import { CHAT_REDIRECT_MS, safeChatUrl } from './rules';

/**
 * Opens the live chat (spec §4/§7): a loading message, the launch call (language upper case with
 * CN for any Chinese, backUrl, headerColor, title, moduleId CBS3), then after 500 ms the chat page.
 */
export function useLaunchChat(go: (url: string) => void = (url) => window.location.assign(url)) {
  const { t, i18n } = useTranslation();
  const client = useApiClient();
  const brand = useBrand();
  const [pending, setPending] = useState(false);
  const launch = useCallback(async () => {
    setPending(true);
    const loading = toast.show({ text: t('content.chat.wait'), kind: 'loading', durationMs: TOAST_LOADING_LONG_MS });
    try {
      const { chatUrl } = await client.call(contentCalls.launchChat, {
        query: {
          b2c: '1',
          language: chatLanguage(i18n.language),
          backUrl: window.location.href,
          headerColor: brand.theme.colors.header,
          title: t('content.chat.open'),
          moduleId: 'CBS3',
        },
      });
      const url = safeChatUrl(chatUrl);
      if (!url) throw new Error('unsafe chat address');
      setTimeout(() => {
        toast.hide(loading);
        go(url);
      }, CHAT_REDIRECT_MS);
    } catch (error) {
      toast.hide(loading);
      setPending(false);
      toast.show({
        text: isApiError(error) ? t(errorMessageKey(error.code)) : t('content.chat.failed'),
        kind: 'error',
      });
    }
  }, [client, brand, t, i18n.language, go]);
  return { launch, pending };
}
