import { fireEvent, render, screen } from '@testing-library/react';
import { Dialog } from '../dialog/dialog';
import { Drawer } from '../drawer/drawer';

describe('a dialog opened over the side menu', () => {
  function renderStack(dialogOpen: boolean) {
    const closeDrawer = vi.fn();
    const closeDialog = vi.fn();
    const ui = (open: boolean) => (
      <Drawer open onClose={closeDrawer} aria-label="Menu">
        <button type="button">Sign out</button>
        <Dialog open={open} onClose={closeDialog} title="Confirmation" actions={<button type="button">Cancel</button>}>
          Sign out now?
        </Dialog>
      </Drawer>
    );
    // The menu is open first; pressing "Sign out" then opens the confirmation.
    const { rerender } = render(ui(false));
    if (dialogOpen) rerender(ui(true));
    return { closeDrawer, closeDialog };
  }

  it.each([
    [true, 0, 1],
    [false, 1, 0],
  ])(
    'dialog open=%s: Escape closes the drawer %i times and the dialog %i times',
    (dialogOpen, drawerCalls, dialogCalls) => {
      const { closeDrawer, closeDialog } = renderStack(dialogOpen);
      fireEvent.keyDown(document, { key: 'Escape' });
      expect(closeDrawer).toHaveBeenCalledTimes(drawerCalls);
      expect(closeDialog).toHaveBeenCalledTimes(dialogCalls);
    },
  );

  it('keeps focus in the dialog', () => {
    renderStack(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });
});
