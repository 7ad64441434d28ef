import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState } from 'react';

/** An embla carousel and the index of its selected slide, kept as the carousel moves. */
export function useCarousel(loop: boolean) {
  const [emblaRef, embla] = useEmblaCarousel({ loop });
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (!embla) return undefined;
    const onSelect = () => setIndex(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  return { emblaRef, embla, index, setIndex };
}
