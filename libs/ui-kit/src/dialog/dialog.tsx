import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';
import { IconButton } from '../icon-button/icon-button';
import { centredLayer, growIn } from '../internal/centred-layer';
import { useModalBehaviour } from '../internal/use-modal-behaviour';
import { maskClickCloses } from './mask-click-guard';

export interface DialogProps {
  open: boolean;
  /** Asked to close: Escape, the close button, or a mask click when allowed. */
  onClose: () => void;
  /** Heading; also the dialog's accessible name. */
  title: ReactNode;
  children?: ReactNode;
  /** Buttons along the bottom, e.g. cancel and submit. */
  actions?: ReactNode;
  /** A mask click closes the dialog (never within 300 ms of opening). */
  maskClosable?: boolean;
  closeOnEscape?: boolean;
  /** When given, a close button with this accessible name shows in the corner. */
  closeLabel?: string;
}

const fadeIn = growIn(0.96);

const Layer = styled.div`
  ${centredLayer('var(--wl-dialog-z, 2000)')}
`;

const Mask = styled.div`
  position: absolute;
  inset: 0;
  background: ${tokens.color.overlay};
`;

const Panel = styled.div`
  position: relative;
  width: 100%;
  max-width: var(--wl-dialog-width, 340px);
  max-height: 100%;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: var(--wl-dialog-radius, ${tokens.radius});
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  animation: ${fadeIn} 0.2s ease-out;
  outline: none;
`;

const Title = styled.h2`
  margin: 0;
  padding: 20px 48px 8px;
  font-size: 1.0625rem;
  font-weight: 600;
  text-align: center;
`;

const Body = styled.div`
  padding: 8px 20px 20px;
  overflow: auto;
  font-size: 0.9375rem;
  line-height: 1.5;
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  padding: 0 20px 20px;

  & > * {
    flex: 1;
  }
`;

const Corner = styled.div`
  position: absolute;
  top: 8px;
  right: 8px;
`;

/** A modal dialog: title, body, actions; Escape closes; focus moves inside and comes back on close. */
export function Dialog({
  open,
  onClose,
  title,
  children,
  actions,
  maskClosable = false,
  closeOnEscape = true,
  closeLabel,
}: DialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const openedAt = useRef(0);

  useEffect(() => {
    if (open) openedAt.current = Date.now();
  }, [open]);

  useModalBehaviour({ open, containerRef: panelRef, onEscape: onClose, closeOnEscape });

  if (!open || typeof document === 'undefined') return null;

  const onMaskClick = () => {
    if (maskClickCloses({ maskClosable, openedAt: openedAt.current, now: Date.now() })) onClose();
  };

  return createPortal(
    <Layer>
      <Mask data-testid="dialog-mask" aria-hidden="true" onClick={onMaskClick} />
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        tabIndex={-1}
      >
        <Title id={titleId}>{title}</Title>
        {children ? <Body id={bodyId}>{children}</Body> : null}
        {actions ? <Actions>{actions}</Actions> : null}
        {closeLabel ? (
          <Corner>
            <IconButton aria-label={closeLabel} size="sm" onClick={onClose}>
              <span aria-hidden="true">×</span>
            </IconButton>
          </Corner>
        ) : null}
      </Panel>
    </Layer>,
    document.body,
  );
}
