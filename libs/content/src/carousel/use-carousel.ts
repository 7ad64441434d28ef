import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';

/**
 * An embla carousel and the index of its selected slide, kept as the carousel moves. The carousel takes over
 * its slides in a task after the one that drew them (its start measures every slide), so the arrival of a
 * carousel never makes one long task of the page; until then the first slide shows where it will stay.
 */
export function useCarousel(loop: boolean) {
  const [emblaRef, embla] = useEmblaCarousel({ loop, duration: 20 });
  const [index, setIndex] = useState(0);
  const [node, setNode] = useState<HTMLElement | null>(null);
  const viewportRef = useCallback((element: HTMLElement | null) => setNode(element), []);

  useEffect(() => {
    if (!node) return undefined;
    const timer = setTimeout(() => emblaRef(node), 0);
    return () => {
      clearTimeout(timer);
      emblaRef(null);
    };
  }, [node, emblaRef]);

  useEffect(() => {
    if (!embla) return undefined;
    const onSelect = () => setIndex(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  return { emblaRef: viewportRef, embla, index, setIndex };
}
