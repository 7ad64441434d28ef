import { useState } from 'react';

/** Whether the player asked for less motion (`prefers-reduced-motion`), read once with the component. */
export function usePrefersReducedMotion(): boolean {
  const [reduced] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  );
  return reduced;
}
