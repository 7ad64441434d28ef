import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * Whether some of the element is on the screen (IntersectionObserver); where the browser cannot tell, it counts
 * as shown. `mounted` says when the element is drawn, so an element that appears later is observed from then on.
 */
export function useInView(ref: RefObject<Element | null>, mounted: boolean): boolean {
  const [inView, setInView] = useState(() => typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const node = ref.current;
    if (!mounted || !node || typeof IntersectionObserver !== 'function') return undefined;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((entry) => entry.isIntersecting)));
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, mounted]);
  return inView;
}
