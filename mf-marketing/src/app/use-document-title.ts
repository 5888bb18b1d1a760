import { useEffect } from 'react';

/** Sets the tab's title while the page shows; the title before it comes back on leaving. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
