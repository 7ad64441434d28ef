import styled from 'styled-components';
import { tokens } from '../theme/tokens';
import { centredLayer, growIn } from '../internal/centred-layer';
import { SpinnerGlyph } from '../internal/spinner-glyph';
import { useCurrentToast } from './use-toast';
import type { ToastItem } from './toast-store';

const popIn = growIn(0.9);

const Region = styled.div`
  ${centredLayer('var(--wl-toast-z, 3000)')}
  pointer-events: none;
`;

const Shield = styled.div`
  position: fixed;
  inset: 0;
  z-index: var(--wl-toast-z, 3000);
  background: transparent;
`;

/* Inverted surface: page text colour as background, page background as text, so it reads on every theme. */
const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  max-width: 80%;
  min-width: 96px;
  padding: 12px 16px;
  border-radius: var(--wl-toast-radius, ${tokens.radius});
  background: ${tokens.color.text};
  color: ${tokens.color.bg};
  font-size: 0.875rem;
  line-height: 1.4;
  text-align: center;
  white-space: pre-wrap;
  word-break: break-word;
  opacity: 0.92;
  animation: ${popIn} 0.15s ease-out;
`;

/* Marks keep the toast's text colour: brand success/danger colours are not made to read on the inverted surface. */
const Mark = styled.span`
  font-size: 1.75rem;
  line-height: 1;
`;

function ToastBox({ item }: { item: ToastItem }) {
  return (
    <Box data-kind={item.kind}>
      {item.kind === 'loading' ? <SpinnerGlyph $size="1.75rem" /> : null}
      {item.kind === 'success' ? <Mark aria-hidden="true">✓</Mark> : null}
      {item.kind === 'error' ? <Mark aria-hidden="true">!</Mark> : null}
      <span>{item.text}</span>
    </Box>
  );
}

/**
 * Where toasts appear. Mount once near the root. Errors are announced through role=alert,
 * everything else through a polite role=status region.
 */
export function ToastViewport() {
  const item = useCurrentToast();
  const isError = item?.kind === 'error';
  return (
    <>
      {item?.blocking ? <Shield data-testid="toast-shield" /> : null}
      <Region role="status" aria-live="polite">
        {item && !isError ? <ToastBox key={item.id} item={item} /> : null}
      </Region>
      <Region role="alert">{item && isError ? <ToastBox key={item.id} item={item} /> : null}</Region>
    </>
  );
}
