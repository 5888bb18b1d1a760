import { useEffect, useState } from 'react';

const nextFrame = (callback: () => void): (() => void) => {
  if (typeof requestAnimationFrame !== 'function') {
    const id = setTimeout(callback, 16);
    return () => clearTimeout(id);
  }
  const id = requestAnimationFrame(callback);
  return () => cancelAnimationFrame(id);
};

/**
 * False as the component first renders, true once the browser has painted the frame that showed
 * it: for a part whose mount reads the page's layout, so that reading happens on a page already
 * laid out, in a task of its own, rather than inside the commit that draws everything around it.
 * A timer set from the frame's callback runs after that frame's paint.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cancelFrame = nextFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelFrame();
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
