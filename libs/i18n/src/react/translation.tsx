import type { i18n as I18n, TFunction } from 'i18next';
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';

/** What a component translates with: `t` of the active language and the app's i18next instance. */
export interface Translation {
  t: TFunction;
  i18n: I18n;
}

const TranslationContext = createContext<Translation | null>(null);

export interface TranslationProviderProps {
  i18n: I18n;
  children: ReactNode;
}

/**
 * The app's one subscription to the active language: every component below reads `t` from here and renders
 * again when the language changes (i18next's `languageChanged`, sent once the new pack has loaded). One
 * subscription and one `t` per language, not one of each per component on the screen (decision 0101).
 */
export function TranslationProvider({ i18n, children }: TranslationProviderProps) {
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    },
    [i18n],
  );
  const language = useSyncExternalStore(subscribe, () => i18n.language);
  const value = useMemo<Translation>(() => ({ t: i18n.getFixedT(language), i18n }), [i18n, language]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/** `t` and the i18next instance of the nearest TranslationProvider. */
export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error('useTranslation is used outside a TranslationProvider');
  return translation;
}
