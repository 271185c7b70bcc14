import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each visited entry of this tab's history was scrolled to, by its location key. */
const positions = new Map<string, number>();
/** How long a page coming back may take to grow tall enough to scroll to where it was. */
const RESTORE_FOR_MS = 2_500;
const USER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

const scrollToY = (top: number) => window.scrollTo({ top, left: 0, behavior: 'instant' });

/**
 * A page the shopper goes to starts at the top (docs/api.md); Back and Forward return to where
 * they were, as a phone's browser does for any site. A listing comes back from the query cache
 * but draws its pages over a few frames, so the position is held as the page grows, for
 * RESTORE_FOR_MS or until the shopper scrolls: restored once, it landed short, on whatever
 * height the page had in its first frame.
 */
export function PageScroll() {
  const location = useLocation();
  const navigation = useNavigationType();

  // the entry a scroll belongs to: set before a new page scrolls, so the scroll that takes the
  // new page to its top is never taken for where the old one was left
  const shown = useRef(location.key);

  // remember each entry's position as the shopper scrolls, so leaving it needs no last look
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.set(shown.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    shown.current = location.key;
    const target = navigation === 'POP' ? positions.get(location.key) : undefined;
    if (target === undefined) {
      scrollToY(0);
      return;
    }
    const until = performance.now() + RESTORE_FOR_MS;
    let frame = 0;
    // boxes drawn only near the view would stand in with an estimated height (styles.css)
    document.documentElement.dataset.restoringScroll = '';
    const stop = () => {
      cancelAnimationFrame(frame);
      delete document.documentElement.dataset.restoringScroll;
      for (const name of USER_SCROLLS) window.removeEventListener(name, stop);
    };
    // held for the whole window, not only until first reached: the listing may shrink for a frame
    // (a page redrawn) after reaching its height, and the browser then clamps the position
    const restore = () => {
      const reachable = document.documentElement.scrollHeight - window.innerHeight;
      const wanted = Math.min(target, reachable);
      if (Math.abs(window.scrollY - wanted) > 1) scrollToY(wanted);
      if (performance.now() > until) stop();
      else frame = requestAnimationFrame(restore);
    };
    for (const name of USER_SCROLLS) window.addEventListener(name, stop, { once: true, passive: true });
    restore();
    return stop;
  }, [location.key, navigation]);

  return null;
}
