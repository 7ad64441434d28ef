import { fireEvent, render, screen } from '@testing-library/react';
import { Drawer } from './drawer';

function renderDrawer(side: 'left' | 'right' = 'left') {
  const onClose = vi.fn();
  render(
    <>
      <button type="button">Open menu</button>
      <Drawer open onClose={onClose} aria-label="Menu" side={side}>
        <button type="button">Login</button>
        <button type="button">Register</button>
      </Drawer>
    </>,
  );
  return onClose;
}

describe('Drawer', () => {
  it('is a modal dialog named by its label, with focus on its first entry', () => {
    renderDrawer();
    const panel = screen.getByRole('dialog', { name: 'Menu' });
    expect(panel.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Login' }));
  });

  it.each([
    ['mask click', () => fireEvent.click(screen.getByTestId('drawer-mask'))],
    ['Escape', () => fireEvent.keyDown(document, { key: 'Escape' })],
  ])('closes on %s', (_how, act) => {
    const onClose = renderDrawer();
    act();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not close on a click inside the panel', () => {
    const onClose = renderDrawer('right');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps Tab inside the panel', () => {
    renderDrawer();
    screen.getByRole('button', { name: 'Register' }).focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Login' }));
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Register' }));
  });
});
