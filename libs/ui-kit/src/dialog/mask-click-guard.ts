/** A click on the dialog mask is ignored for this long after opening (spec §9), so the tap that opened it cannot close it. */
export const DIALOG_MASK_GUARD_MS = 300;

export interface MaskClick {
  maskClosable: boolean;
  /** When the dialog opened (ms). */
  openedAt: number;
  /** When the mask was clicked (ms). */
  now: number;
}

/** Whether a mask click closes the dialog: only when allowed, and not within the guard time after opening. */
export function maskClickCloses({ maskClosable, openedAt, now }: MaskClick): boolean {
  return maskClosable && now - openedAt >= DIALOG_MASK_GUARD_MS;
}
