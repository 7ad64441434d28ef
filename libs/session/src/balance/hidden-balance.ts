import { create } from 'zustand';
import { safeLocalStorage, storageKeys } from '../storage/local-storage';

/**
 * Whether the member chose to hide the balance (the eye): one choice, remembered on this device, read by
 * every balance display (home header, side menu, member centre, agent home). A hidden balance is shown
 * as asterisks.
 */
export interface HiddenBalanceState {
  hidden: boolean;
  toggle: () => void;
}

const read = (): boolean => safeLocalStorage.get(storageKeys.hideBalance) === '1';

export const useHiddenBalanceStore = create<HiddenBalanceState>()((set) => ({
  hidden: read(),
  toggle: () =>
    set((state) => {
      const hidden = !state.hidden;
      safeLocalStorage.set(storageKeys.hideBalance, hidden ? '1' : '0');
      return { hidden };
    }),
}));

/** The remembered hide-balance choice and its toggle. */
export function useHiddenBalance(): HiddenBalanceState {
  const hidden = useHiddenBalanceStore((s) => s.hidden);
  const toggle = useHiddenBalanceStore((s) => s.toggle);
  return { hidden, toggle };
}
