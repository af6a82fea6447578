import { Component, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageReachable } from '#client/lib/page-reachable';
import { forgetFailedDownloads } from '#client/lib/preloadable';
import { usePageTitle } from '#client/ui/use-page-title';

/**
 * What a child sees instead of a blank screen when a page cannot be drawn. Try again reloads the
 * app (which also brings a newer build's files after a release) once the server answers; while it
 * does not, the child stays here and is told, rather than sent to the browser's offline page.
 */
function PageFailed() {
  const { t } = useTranslation();
  usePageTitle(t('layout.pageFailed.title'));
  const [trying, setTrying] = useState(false);
  const [stillOffline, setStillOffline] = useState(false);
  const tryAgain = async () => {
    setTrying(true);
    setStillOffline(false);
    if (await pageReachable(window.location.href)) {
      window.location.reload();
      return;
    }
    setTrying(false);
    setStillOffline(true);
  };
  return (
    <div className="page page--narrow page-failed">
      <h1>{t('layout.pageFailed.title')}</h1>
      {/* The message alone is announced, when it shows and when Try again changes it. */}
      <p role="alert">
        {t(stillOffline ? 'layout.pageFailed.stillOffline' : 'layout.pageFailed.text')}
      </p>
      <button
        type="button"
        className="button button--primary button--large"
        aria-disabled={trying}
        onClick={() => {
          if (!trying) void tryAgain();
        }}
      >
        {t(trying ? 'layout.pageFailed.trying' : 'layout.pageFailed.tryAgain')}
      </button>
    </div>
  );
}

interface BoundaryProps {
  /** The page's address: a failure is forgotten once the child goes to another page. */
  readonly pathname: string;
  readonly children: ReactNode;
}

/**
 * Keeps the header, the footer and the way to other pages when a page fails: its code or its
 * texts could not be fetched on a weak network (a lazy page keeps the failure until the page is
 * loaded again), or it threw while drawing. Without it React takes the whole app off the screen.
 * Nothing is drawn again while no page fails. React reports the error to the console itself.
 */
export class PageLoadBoundary extends Component<BoundaryProps, { failedAt: string | undefined }> {
  override state: { failedAt: string | undefined } = { failedAt: undefined };

  static getDerivedStateFromError(): { failedAt: string } {
    // The address is filled in by getDerivedStateFromProps, which runs before the next render.
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: { failedAt: string | undefined },
  ): { failedAt: string | undefined } | null {
    if (state.failedAt === '') return { failedAt: props.pathname };
    if (state.failedAt !== undefined && state.failedAt !== props.pathname)
      return { failedAt: undefined };
    return null;
  }

  /** Once the failure shows, a page whose code failed downloads again when it is next opened. */
  override componentDidCatch(): void {
    forgetFailedDownloads();
  }

  override render(): ReactNode {
    return this.state.failedAt === undefined ? this.props.children : <PageFailed />;
  }
}
