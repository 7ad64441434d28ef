import { useMemo } from 'react';
import { resolveFlags, useBrand } from '@wl/brand';
import { useSystemStatus } from '../status/use-system-status';

/** Runtime flags: the brand's defaults overlaid by the platform's white-label settings. */
export function useFlags(): ReturnType<typeof resolveFlags> {
  const brand = useBrand();
  const { status } = useSystemStatus();
  const whitelabel = status?.info.whitelabel;
  return useMemo(() => resolveFlags(brand.flags, whitelabel ?? {}), [brand.flags, whitelabel]);
}
