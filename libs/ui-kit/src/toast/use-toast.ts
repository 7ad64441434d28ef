import { useStore } from 'zustand';
import { toastStore, type ToastItem } from './toast-store';

/** The toast showing now, or null. */
export function useCurrentToast(): ToastItem | null {
  return useStore(toastStore, (state) => state.current);
}
