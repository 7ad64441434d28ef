import { useApiClient, useSessionInfo } from '@wl/session';
import { brandTimeZone, useBrand } from '@wl/brand';
import { formatMoney } from '@wl/i18n';
import { localDay } from './report-dates';

/** What every agent screen needs: the api client, the session token, the brand's money format and "today". */
export function useAgentSession() {
  const client = useApiClient();
  const info = useSessionInfo();
  const brand = useBrand();
  const timeZone = brandTimeZone(brand);
  return {
    client,
    token: info?.token ?? '',
    userName: info?.userName ?? '',
    merchantCode: info?.merchantCode ?? brand.merchantCode,
    timeZone,
    today: localDay(Date.now(), timeZone),
    money: (value: number) => formatMoney(value, brand.currency.symbol),
    /** A day in the brand's report time zone (the zone every report day is counted in). */
    date: (ms: number) => new Intl.DateTimeFormat(undefined, { timeZone, dateStyle: 'medium' }).format(new Date(ms)),
    dateTime: (ms: number) =>
      new Intl.DateTimeFormat(undefined, { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms)),
    time: (ms: number) => new Intl.DateTimeFormat(undefined, { timeZone, timeStyle: 'short' }).format(new Date(ms)),
  };
}
