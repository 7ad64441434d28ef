import { useQuery } from '@tanstack/react-query';
import { isTrialMemberType } from '@wl/brand';
import { memberInfoQueryOptions, useApiClient, useFlags, useSessionInfo } from '@wl/session';
import { chatVisible } from './rules';

/** Whether the live-chat entry shows for the current caller (labels come from member info). */
export function useChatVisible(): boolean {
  const client = useApiClient();
  const info = useSessionInfo();
  const flags = useFlags();
  const member = useQuery({
    ...memberInfoQueryOptions(client, info?.token ?? ''),
    enabled: info !== undefined && !isTrialMemberType(info.type),
  });
  return chatVisible({
    cbs3: flags.CBS3,
    loggedIn: info !== undefined,
    type: info?.type,
    labels: member.data?.memberLabel ?? [],
  });
}
