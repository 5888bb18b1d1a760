import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'shared-router';
import { ROUTES, type PageId, type RemoteId } from 'shared-contracts';
import { useHost } from '../../features/remote-view';
import { viewAnswersOnTheirWay, viewIntentHandlers } from '../../features/remote-view/lib/warm-view';
import { MENU_LINK_STYLE } from './menu-link-style';

/**
 * How long a click on a view's entry waits for the view's first answers, already on their way,
 * before opening the view anyway (in its loading state).
 */
export const VIEW_ANSWER_WAIT_MS = 300;

const WAITING_LINK_STYLE: CSSProperties = { ...MENU_LINK_STYLE, cursor: 'progress' };

/** The latest click that waits, so that an earlier one does not open its view after it. */
let latestWaitingClick = 0;

/** A click that follows the link in this tab: not a new tab or window, not a download. */
function followsInThisTab(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

interface ViewLinkProps {
  page: PageId;
  /** The remote drawing the page; null for a page of the shell's own. */
  remote: RemoteId | null;
  /** What a page change through the sidebar does besides opening the page. */
  onOpen: (page: PageId) => void;
  children: ReactNode;
}

/**
 * A sidebar entry's link to a dashboard page (issue 16: the switch to a view not visited yet).
 * Pointing at, focusing or pressing it starts loading the view's remote and its first requests
 * (viewIntentHandlers). When the click finds those requests still on their way, the page in view
 * stays up to VIEW_ANSWER_WAIT_MS until they are answered, the entry showing it is busy, and the
 * new view then draws once, with its data, instead of drawing its loading state first and its
 * data after, on a main thread the first drawing holds up. Another navigation meanwhile wins.
 */
export function ViewLink({ page, remote, onOpen, children }: ViewLinkProps) {
  const host = useHost();
  const queries = useQueryClient();
  const navigate = useNavigate();
  const [waiting, setWaiting] = useState(false);
  const to = ROUTES.page(page);
  // Read when the answers come, to tell whether another navigation happened while they were awaited.
  const location = useLocation();
  const locationNow = useRef(location.key);
  useEffect(() => {
    locationNow.current = location.key;
  }, [location.key]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const answers = remote && followsInThisTab(event) ? viewAnswersOnTheirWay(remote, page, host, queries) : null;
    if (!answers) {
      onOpen(page);
      return;
    }
    event.preventDefault();
    const click = ++latestWaitingClick;
    const from = location.key;
    setWaiting(true);
    const waited = new Promise((resolve) => setTimeout(resolve, VIEW_ANSWER_WAIT_MS));
    void Promise.race([answers, waited]).then(() => {
      setWaiting(false);
      if (click !== latestWaitingClick || locationNow.current !== from) return;
      onOpen(page);
      navigate(to);
    });
  };

  return (
    <Link
      to={to}
      onClick={onClick}
      aria-busy={waiting || undefined}
      style={waiting ? WAITING_LINK_STYLE : MENU_LINK_STYLE}
      {...(remote ? viewIntentHandlers(remote, page, host, queries) : {})}
    >
      {children}
    </Link>
  );
}
