/**
 * After a move to another page the focus goes to the new page's content, as a screen reader user
 * expects of a page change (a full page load starts from the top; an app that only repaints left
 * the focus on the menu link, or on nothing). The first page of a visit keeps the browser's own
 * start, so its first Tab still reaches the skip link. A page that focused one of its own fields
 * keeps that focus.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from '../ui/SkipLink';

function pageTarget(): HTMLElement | null {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (main) return main;
  const heading = document.querySelector<HTMLElement>('h1');
  // The heading of a page without a main region (sign-in, legal pages) takes the focus from script only.
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    const target = pageTarget();
    if (!target || target.contains(document.activeElement)) return;
    target.focus({ preventScroll: true });
  }, [pathname]);
}
