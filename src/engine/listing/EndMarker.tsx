// The end of the endless list (seed 001 §2, §9): when it comes within 150 px of the viewport the next
// page is asked for. The observer starts afresh whenever it may ask again, so a page that leaves the
// marker in view still leads to the next one.
import { useEffect, useRef } from 'react';
import { useLatest } from '../filters/use-latest';

const INFINITE_SCROLL_MARGIN_PX = 150;

export interface EndMarkerProps {
  /** false while a page is in flight or none is left */
  active: boolean;
  /** lots loaded so far: each new page re-arms the observer */
  loaded: number;
  onReach(): void;
}

export function EndMarker({ active, loaded, onReach }: EndMarkerProps) {
  const ref = useRef<HTMLDivElement>(null);
  const reach = useLatest(onReach);
  useEffect(() => {
    const marker = ref.current;
    if (!active || !marker) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && reach.current(), {
      rootMargin: `0px 0px ${INFINITE_SCROLL_MARGIN_PX}px 0px`,
    });
    observer.observe(marker);
    return () => observer.disconnect();
  }, [active, loaded, reach]);
  return <div ref={ref} aria-hidden="true" />;
}
