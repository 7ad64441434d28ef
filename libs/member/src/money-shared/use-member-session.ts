import { isRealMember, isTrial, useSessionInfo } from '@wl/session';

/** The session as the member area reads it. */
export function useMemberSession() {
  const info = useSessionInfo();
  return {
    info,
    token: info?.token,
    loggedIn: info !== undefined,
    type: info?.type,
    realMember: isRealMember(info?.type),
    trial: isTrial(info?.type),
  };
}
