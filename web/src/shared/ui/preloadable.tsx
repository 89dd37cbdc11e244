import { Component, createRef, lazy, type ComponentType, type ReactNode } from 'react';
import { isCodeLoadError } from '../code-load-error';
import { RetryButton } from './LoadFailure';

/**
 * A piece of a page whose code loads on demand (render it inside <Suspense>), with `preload` to
 * start loading it early. Once loaded it renders at once: React.lazy alone would still suspend for
 * a moment on its first render, showing the fallback in place of code that is already there.
 *
 * When its code cannot be loaded (offline, or replaced by a newer version of the site), the piece
 * says so in its place, `what` naming it ('The chart' could not be loaded), with Try again; the rest
 * of the page keeps working. Try again imports it afresh (Chromium fetches a failed module again)
 * while the failure stays, its button keeping the focus (RetryButton), and draws it once it has
 * come; after a second failure it also offers to reload the page. Any other error goes on to the
 * route's boundary.
 */
export function preloadable<Props extends object>(load: () => Promise<ComponentType<Props>>, what: string) {
  let loaded: ComponentType<Props> | undefined;
  const preload = () => load().then((component) => (loaded = component));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Preloadable(props: Props) {
    // Chosen as the boundary renders: after Try again, the code it loaded.
    const render = () => {
      const Loaded = loaded ?? Lazy;
      return <Loaded {...props} />;
    };
    return <PartBoundary what={what} again={preload} render={render} />;
  }
  return { Component: Preloadable, preload };
}

interface PartProps {
  what: string;
  again: () => Promise<unknown>;
  render: () => ReactNode;
}
interface PartState {
  error: unknown;
  tries: number;
  retrying: boolean;
}

/** In a piece's place when its code could not be loaded: what, why, Try again (and, once that failed too, reload). */
class PartBoundary extends Component<PartProps, PartState> {
  override state: PartState = { error: null, tries: 0, retrying: false };
  private loaded = createRef<HTMLDivElement>();

  static getDerivedStateFromError(error: unknown): Partial<PartState> {
    return { error };
  }

  // The failure stays until the code has come (or failed again): then the piece takes its place.
  private retry = () => {
    this.setState({ retrying: true });
    this.props.again().then(
      () => this.setState(({ tries }) => ({ error: null, retrying: false, tries: tries + 1 })),
      (error: unknown) => this.setState(({ tries }) => ({ error, retrying: false, tries: tries + 1 })),
    );
  };

  /** What takes the focus Try again had once the piece is drawn: its first heading, else the wrapper named after it. */
  private loadedTarget = () => {
    const loaded = this.loaded.current;
    const heading = loaded?.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6');
    return heading && !heading.closest('[aria-hidden="true"]') ? heading : loaded;
  };

  override render() {
    const { error, tries, retrying } = this.state;
    // Once Try again was needed, the piece sits in a wrapper that can take the focus (and is named
    // after it) should the piece have no heading; before that it is rendered as it is (prerendered pages).
    if (!error)
      return tries > 0 ? (
        <div className="part-loaded" ref={this.loaded} tabIndex={-1} role="group" aria-label={this.props.what}>
          {this.props.render()}
        </div>
      ) : (
        this.props.render()
      );
    if (!isCodeLoadError(error)) throw error;
    const offline = !navigator.onLine;
    return (
      <div className="notification is-danger is-light" role="alert" data-testid="part-failure">
        <p className="mb-2" key={tries}>
          <strong>{this.props.what} could not be loaded.</strong>{' '}
          {offline
            ? 'You seem to be offline. Please check your connection and try again.'
            : tries > 0
              ? 'The site may have been updated since this page was opened: reload the page to get its latest version.'
              : 'Please check your connection and try again.'}
        </p>
        <div className="buttons">
          <RetryButton retrying={retrying} onRetry={this.retry} focusAfter={this.loadedTarget} />
          {tries > 0 && !offline && (
            <button type="button" className="button is-small is-danger is-outlined" onClick={() => window.location.reload()}>
              Reload the page
            </button>
          )}
        </div>
      </div>
    );
  }
}
