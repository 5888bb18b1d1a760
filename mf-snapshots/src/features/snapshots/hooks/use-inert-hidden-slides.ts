import { useCallback, type RefCallback } from 'react';

const SLIDE = '.slick-slide';

function syncInert(root: HTMLElement): void {
  for (const slide of root.querySelectorAll<HTMLElement>(SLIDE)) {
    slide.toggleAttribute('inert', slide.getAttribute('aria-hidden') === 'true');
  }
}

/**
 * antd's Carousel (react-slick) marks the slides out of view `aria-hidden` but leaves their
 * buttons in the tab order, so a keyboard user lands on what a screen reader is told is not there
 * (WCAG 4.1.2). The returned ref, put on an element around the carousel, makes those slides inert,
 * following the carousel's own notion of which are hidden: the cards in view and the arrows are
 * the only stops, and the next arrow brings the others into reach.
 */
export function useInertHiddenSlides(): RefCallback<HTMLElement> {
  return useCallback((root: HTMLElement | null) => {
    if (!root) return undefined;
    syncInert(root);
    const observer = new MutationObserver(() => syncInert(root));
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, []);
}
