import { useEffect } from 'react';

/** Each screen names itself in the tab title (and for screen readers on navigation). */
export function useTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · TimeApp` : 'TimeApp';
  }, [title]);
}
