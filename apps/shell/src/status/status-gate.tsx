import type { ReactNode } from 'react';
import { useSystemStatus } from '@wl/session';

export interface StatusGateProps {
  /** Status 1: shown instead of the site. */
  maintenance: ReactNode;
  /** Status 2: shown instead of the site, with the visitor's IP. */
  accessDenied: (ip: string) => ReactNode;
  children: ReactNode;
}

/** System status (spec §4): 1 → maintenance page, 2 → Access Denied page, 0 → the site. */
export function StatusGate({ maintenance, accessDenied, children }: StatusGateProps) {
  const { status, code } = useSystemStatus();
  if (code === 1) return <>{maintenance}</>;
  if (code === 2) return <>{accessDenied(status?.location.ip ?? '')}</>;
  return <>{children}</>;
}
