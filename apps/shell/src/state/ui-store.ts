import { create } from 'zustand';
/** Small client-only UI state of the shell (never server data). */
export interface UiState {
  sideMenuOpen: boolean;
  serviceModalOpen: boolean;
  downloadPopupOpen: boolean;
  openSideMenu: () => void;
  closeSideMenu: () => void;
  openServiceModal: () => void;
  closeServiceModal: () => void;
  openDownloadPopup: () => void;
  closeDownloadPopup: () => void;
}

export const useUiStore = create<UiState>()((set) => ({
  sideMenuOpen: false,
  serviceModalOpen: false,
  downloadPopupOpen: false,
  openSideMenu: () => set({ sideMenuOpen: true }),
  closeSideMenu: () => set({ sideMenuOpen: false }),
  // Opening a modal from the side menu closes the menu so focus lands in the modal.
  openServiceModal: () => set({ serviceModalOpen: true, sideMenuOpen: false }),
  closeServiceModal: () => set({ serviceModalOpen: false }),
  openDownloadPopup: () => set({ downloadPopupOpen: true, sideMenuOpen: false }),
  closeDownloadPopup: () => set({ downloadPopupOpen: false }),
}));
