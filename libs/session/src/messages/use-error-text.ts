import { useTranslation } from 'react-i18next';
import { brandTimeZone, useBrand } from '@wl/brand';
import { findLanguage, formatMoney } from '@wl/i18n';
import { errorMessage, type ErrorFormat, type ErrorMessage } from './error-message';

/** Dates, amounts and minutes of error messages, in the page's language and the brand's time zone and currency. */
export function useErrorFormat(): ErrorFormat {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const locale = findLanguage(i18n.language)?.locale ?? 'en';
  const timeZone = brandTimeZone(brand);
  return {
    date: (iso) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso)),
    money: (decimal) => formatMoney(Number(decimal), brand.currency.symbol),
    minutes: (minutes) => t('protection.time.minutes', { minutes }),
  };
}

/** The message of a failed call with its values (key and values, for state kept across renders). */
export function useErrorMessage(): (error: unknown) => ErrorMessage {
  const format = useErrorFormat();
  return (error: unknown) => errorMessage(error, format);
}
