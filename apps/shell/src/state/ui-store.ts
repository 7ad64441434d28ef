import { create } from 'zustand';
import { safeLocalStorage } from '@wl/session';

/** Whether the member hid the balance, remembered on this device. */
export const HIDE_BALANCE_KEY = 'hideBalance';

/** Small client-only UI state of the shell (never server data). */
export interface UiState {
  sideMenuOpen: boolean;
  serviceModalOpen: boolean;
  downloadPopupOpen: boolean;
  /** The balance is shown as asterisks when hidden (spec: home header); remembered in local storage. */
  hideBalance: boolean;
  openSideMenu: () => void;
  closeSideMenu: () => void;
  openServiceModal: () => void;
  closeServiceModal: () => void;
  openDownloadPopup: () => void;
  closeDownloadPopup: () => void;
  toggleHideBalance: () => void;
}

export const useUiStore = create<UiState>()((set) => ({
  sideMenuOpen: false,
  serviceModalOpen: false,
  downloadPopupOpen: false,
  hideBalance: safeLocalStorage.get(HIDE_BALANCE_KEY) === '1',
  openSideMenu: () => set({ sideMenuOpen: true }),
  closeSideMenu: () => set({ sideMenuOpen: false }),
  // Opening a modal from the side menu closes the menu so focus lands in the modal.
  openServiceModal: () => set({ serviceModalOpen: true, sideMenuOpen: false }),
  closeServiceModal: () => set({ serviceModalOpen: false }),
  openDownloadPopup: () => set({ downloadPopupOpen: true, sideMenuOpen: false }),
  closeDownloadPopup: () => set({ downloadPopupOpen: false }),
  toggleHideBalance: () =>
    set((s) => {
      safeLocalStorage.set(HIDE_BALANCE_KEY, s.hideBalance ? '0' : '1');
      return { hideBalance: !s.hideBalance };
    }),
}));
