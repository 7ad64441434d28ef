import { useEffect, useRef, type RefObject } from 'react';
import { focusFirst, keepTabInside } from './focusable';

interface ModalBehaviour {
  open: boolean;
  containerRef: RefObject<HTMLElement | null>;
  /** Called on Escape when `closeOnEscape` holds. */
  onEscape?: () => void;
  closeOnEscape?: boolean;
}

/** Open modal surfaces, innermost last: only the top one reacts to Escape and Tab (a dialog over the side menu). */
const openStack: HTMLElement[] = [];

/**
 * What every modal surface does while open: focus its first control, keep Tab inside, close on Escape,
 * stop the page behind from scrolling, and give focus back to where it was on close.
 */
export function useModalBehaviour({ open, containerRef, onEscape, closeOnEscape = true }: ModalBehaviour): void {
  const onEscapeRef = useRef(onEscape);
  useEffect(() => {
    onEscapeRef.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    const container = containerRef.current;
    if (!open || !container) return undefined;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    openStack.push(container);
    focusFirst(container);

    const onKeyDown = (event: KeyboardEvent) => {
      if (openStack[openStack.length - 1] !== container) return;
      if (event.key === 'Escape' && closeOnEscape) {
        onEscapeRef.current?.();
        return;
      }
      keepTabInside(event, container);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openStack.splice(openStack.indexOf(container), 1);
      document.body.style.overflow = previousOverflow;
      previouslyFocused?.focus();
    };
  }, [open, containerRef, closeOnEscape]);
}
