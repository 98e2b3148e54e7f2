import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` (lazy screens' parts) once their place comes within `margin` of the
 * viewport: the cards low on a long page load their code when scrolled to, not with the page
 * (page-weight budget, docs/performance.md). Where IntersectionObserver is missing, at once.
 */
export function LoadWhenNear({
  children,
  minHeight = 160,
  margin = '200px',
}: {
  children: ReactNode;
  minHeight?: number;
  margin?: string;
}) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = place.current;
    if (near || !el) return;
    const watch = new IntersectionObserver(
      (seen) => {
        if (seen.some((s) => s.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    watch.observe(el);
    return () => watch.disconnect();
  }, [near, margin]);
  const reserve = <div ref={place} style={{ minHeight }} />;
  return near ? <Suspense fallback={reserve}>{children}</Suspense> : reserve;
}
