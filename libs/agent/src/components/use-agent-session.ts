import { useApiClient, useSessionInfo } from '@wl/session';
import { brandTimeZone, useBrand } from '@wl/brand';
import { formatMoney } from '@wl/i18n';
import { localDay } from '../rules/report-dates';

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
  };
}
