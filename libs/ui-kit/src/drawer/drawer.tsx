import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { tokens } from '../theme/tokens';
import { useModalBehaviour } from '../internal/use-modal-behaviour';

export type DrawerSide = 'left' | 'right';

export interface DrawerProps {
  open: boolean;
  /** Asked to close: mask click or Escape. */
  onClose: () => void;
  /** Accessible name of the panel, e.g. "Menu". */
  'aria-label': string;
  side?: DrawerSide;
  children: ReactNode;
}

const slideFrom = (side: DrawerSide) => keyframes`
  from { transform: translateX(${side === 'left' ? '-100%' : '100%'}); }
  to { transform: none; }
`;

const slideIn: Record<DrawerSide, ReturnType<typeof keyframes>> = {
  left: slideFrom('left'),
  right: slideFrom('right'),
};

const fade = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Mask = styled.div`
  position: fixed;
  inset: 0;
  z-index: var(--wl-drawer-z, 1500);
  background: ${tokens.color.overlay};
  animation: ${fade} 0.2s ease-out;
`;

const Panel = styled.div<{ $side: DrawerSide }>`
  position: fixed;
  top: 0;
  bottom: 0;
  ${({ $side }) => ($side === 'left' ? 'left: 0;' : 'right: 0;')}
  z-index: var(--wl-drawer-z, 1500);
  width: var(--wl-drawer-width, 80%);
  max-width: 360px;
  display: flex;
  flex-direction: column;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  animation: ${({ $side }) => slideIn[$side]} 0.25s ease-out;
  outline: none;
`;

/** A side panel (the slide-out menu) over a mask; mask click and Escape close it. */
export function Drawer({ open, onClose, side = 'left', children, 'aria-label': ariaLabel }: DrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useModalBehaviour({ open, containerRef: panelRef, onEscape: onClose });

  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <>
      <Mask data-testid="drawer-mask" aria-hidden="true" onClick={onClose} />
      <Panel ref={panelRef} $side={side} role="dialog" aria-modal="true" aria-label={ariaLabel} tabIndex={-1}>
        {children}
      </Panel>
    </>,
    document.body,
  );
}
