import type { PopupExecution } from '@wl/api-client/contract/announcement-calls';

/**
 * Which popups a caller gets (visitor-session-games §4): group A for logged-in members, B for
 * visitors; execution F for members on their first login.
 */
export function popupExecutionsFor(viewer: { loggedIn: boolean; firstLogin: boolean }): PopupExecution[] {
  if (!viewer.loggedIn) return ['B'];
  return viewer.firstLogin ? ['A', 'F'] : ['A'];
}
