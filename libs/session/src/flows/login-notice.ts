import { create } from 'zustand';

/**
 * Whether the previous-login notice (docs/decisions/0042-account-activity.md) is due: set by a
 * login made on this page, cleared once the notice was shown and dismissed. Memory only, so a reload
 * or another tab never repeats it.
 */
const useLoginNoticeStore = create<{ due: boolean }>()(() => ({ due: false }));

export function markLoginNoticeDue(): void {
  useLoginNoticeStore.setState({ due: true });
}

export function dismissLoginNotice(): void {
  useLoginNoticeStore.setState({ due: false });
}

export function useLoginNoticeDue(): boolean {
  return useLoginNoticeStore((s) => s.due);
}
