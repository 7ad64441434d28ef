import { useMemo } from 'react';
import { brandTimeZone, useBrand } from '@wl/brand';
import { findLanguage, formatMoney, useTranslation } from '@wl/i18n';
import { errorMessage, type ErrorFormat, type ErrorMessage } from './error-message';

/** Dates, amounts and minutes of error messages, in the page's language and the brand's time zone and currency. */
export function useErrorFormat(): ErrorFormat {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const locale = findLanguage(i18n.language)?.locale ?? 'en';
  const timeZone = brandTimeZone(brand);
  const symbol = brand.currency.symbol;
  return useMemo(
    () => ({
      date: (iso: string) =>
        new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso)),
      money: (decimal: string) => formatMoney(Number(decimal), symbol),
      minutes: (minutes: string) => t('protection.time.minutes', { minutes }),
    }),
    [locale, timeZone, symbol, t],
  );
}

/** The message of a failed call with its values (key and values, for state kept across renders). */
export function useErrorMessage(): (error: unknown) => ErrorMessage {
  const format = useErrorFormat();
  return useMemo(() => (error: unknown) => errorMessage(error, format), [format]);
}

/** The shown text of a failed call, its values filled in (for toasts and alerts that show it at once). */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  const messageOf = useErrorMessage();
  return useMemo(
    () => (error: unknown) => {
      const message = messageOf(error);
      return t(message.key, message.values);
    },
    [messageOf, t],
  );
}
