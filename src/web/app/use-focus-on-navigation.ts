import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a move to another page of the app, a focus the old page held (the sign-in button, a link in a list) went with
 * it: the next Tab would start wherever the browser guesses, often past the end of the page. The new page's main
 * heading takes the focus instead, so a keyboard user goes on from there and a screen reader says where she is
 * (WCAG 2.4.3). A control that still holds the focus (the side menu's link, an autofocused field, a dialog) keeps it;
 * the first load starts at the top as any page does.
 */
export function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    if (document.activeElement && document.activeElement !== document.body) return;
    const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
    if (!heading) return;
    // Focusable from here, not a stop of its own for Tab; and drawn without a focus ring, which marks what a key
    // would act on: a heading is not a control, and a ring round every new page's title read as a fault.
    heading.tabIndex = -1;
    heading.style.outline = 'none';
    heading.focus({ preventScroll: true });
  }, [pathname]);
}
