/**
 * "Skip to main content", the first thing Tab reaches on a page with a header and a menu
 * (WCAG 2.4.1). It moves focus itself instead of following `#main-content`: a hash change would
 * be a navigation for the router, which runs the route guard again.
 */
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './SkipLink.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** Props for the element the link skips to: focusable from script, not in the Tab order. */
export const mainContentProps = { id: MAIN_CONTENT_ID, tabIndex: -1, className: classes.target } as const;

export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.link} onClick={skip}>
      {t('a11y.skipToMain')}
    </a>
  );
}
