import { useEffect } from 'react';

/**
 * Public pages render after their chunk loads, so the browser's own jump to `#contact` finds
 * nothing yet. Scroll once the page is on screen.
 */
export function useHashScroll() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
}
