import { useMemo } from 'react';
import { useBrand } from '@wl/brand';
import { useSystemStatus } from '@wl/session';
import { contactLinks, serviceLinks, type ContactLink, type ServiceLink } from './rules';

export interface ServiceLinks {
  /** Customer-service entries, decoded and sorted. */
  services: ServiceLink[];
  /** Messaging, social and Line links that are configured. */
  contacts: ContactLink[];
}

const none: readonly never[] = [];

/** The customer-service and contact links of the current status and brand. */
export function useServiceLinks(): ServiceLinks {
  const brand = useBrand();
  const { status } = useSystemStatus();
  const entries = status?.info.customerService ?? none;
  const resources = status?.info.resources ?? none;
  return useMemo(
    () => ({ services: serviceLinks(entries), contacts: contactLinks(resources, brand.links) }),
    [entries, resources, brand.links],
  );
}
