import { useCallback, type ReactNode } from 'react';
import {
  Redirect,
  Router as WouterRouter,
  useLocation as useWouterLocation,
  useParams as useWouterParams,
} from 'wouter';
import {
  navigate as browserNavigate,
  useHistoryState,
  usePathname,
} from 'wouter/use-browser-location';

export { Link, Route, Switch, useSearchParams } from 'wouter';

/** How a navigation goes: replacing the current entry, and the state it hands to the page. */
export interface NavigateOptions {
  readonly replace?: boolean;
  readonly state?: unknown;
}

/** Goes to a path, or back (-1) in the history. */
export type NavigateFunction = (to: string | -1, options?: NavigateOptions) => void;

/** What the app keeps in each history entry: the page's state and a key unique to the visit. */
interface EntryState {
  readonly usr: unknown;
  readonly key: string;
}

/** The key of an entry the app did not make itself: the page the visit started on. */
export const FIRST_ENTRY_KEY = 'default';

function isEntryState(value: unknown): value is EntryState {
  return typeof value === 'object' && value !== null && 'key' in value && 'usr' in value;
}

/** Every navigation (links too) stores its state with a fresh key, so a page can tell visits apart. */
function navigateWithKey(to: string, options: NavigateOptions = {}): void {
  const key = Math.random().toString(36).slice(2, 10);
  browserNavigate(to, { replace: options.replace ?? false, state: { usr: options.state, key } });
}

function useAppLocation(): [string, typeof navigateWithKey] {
  return [usePathname(), navigateWithKey];
}

/**
 * The one wrapper around the router (wouter, about 2 kB): the browser's history, with the state
 * and key of each entry that pages read through useLocation().
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  return <WouterRouter hook={useAppLocation}>{children}</WouterRouter>;
}

/** The current path, the state the navigation to it carried, and its key ('default' at first). */
export function useLocation(): { pathname: string; state: unknown; key: string } {
  const [pathname] = useWouterLocation();
  const entry: unknown = useHistoryState();
  return isEntryState(entry)
    ? { pathname, state: entry.usr, key: entry.key }
    : { pathname, state: undefined, key: FIRST_ENTRY_KEY };
}

/** Navigation from code: to a path (with state, or replacing the entry), or back with -1. Stable. */
export function useNavigate(): NavigateFunction {
  const [, navigate] = useWouterLocation();
  return useCallback<NavigateFunction>(
    (to, options) => {
      if (to === -1) window.history.back();
      else navigate(to, options);
    },
    [navigate],
  );
}

/** The parameters of the matched route, e.g. `skill` of /practice/:skill. */
export function useParams(): Readonly<Record<string, string | undefined>> {
  return useWouterParams();
}

/** Sends the visitor elsewhere as soon as it renders (replacing the entry when asked). */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  return <Redirect to={to} replace={replace} />;
}
