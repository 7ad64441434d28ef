import { useApiClient, useSessionInfo } from '@wl/session';
import { brandTimeZone, useBrand } from '@wl/brand';
import { formatMoney, localeOf, useTranslation } from '@wl/i18n';
import { useMemo } from 'react';
import { instantFormats, localDay } from './report-dates';

/** What every agent screen needs: the api client, the session token, the brand's money format and "today". */
export function useAgentSession() {
  const client = useApiClient();
  const info = useSessionInfo();
  const brand = useBrand();
  const timeZone = brandTimeZone(brand);
  const locale = localeOf(useTranslation().i18n.language);
  const formats = useMemo(() => instantFormats(locale, timeZone), [locale, timeZone]);
  return {
    client,
    token: info?.token ?? '',
    userName: info?.userName ?? '',
    merchantCode: info?.merchantCode ?? brand.merchantCode,
    timeZone,
    today: localDay(Date.now(), timeZone),
    money: (value: number) => formatMoney(value, brand.currency.symbol),
    /** Days and times in the active language, in the brand's report time zone (the zone every report day is counted in). */
    ...formats,
  };
}
