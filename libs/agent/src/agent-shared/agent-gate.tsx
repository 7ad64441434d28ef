import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSessionInfo } from '@wl/session';
import { agentScreenRedirect } from './agency-access';

/** Agent screens show only to logged-in agents (type not 0, 4 or 40); anyone else goes to /m/home. */
export function AgentGate({ children }: { children: ReactNode }) {
  const info = useSessionInfo();
  const redirect = agentScreenRedirect({ loggedIn: info !== undefined, type: info?.type });
  if (redirect) return <Navigate to={redirect} replace />;
  return <>{children}</>;
}
