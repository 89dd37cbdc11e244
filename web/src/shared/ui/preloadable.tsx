import { Component, createRef, lazy, type ComponentType, type ReactNode } from 'react';
import { isCodeLoadError } from '../code-load-error';

/**
 * A piece of a page whose code loads on demand (render it inside <Suspense>), with `preload` to
 * start loading it early. Once loaded it renders at once: React.lazy alone would still suspend for
 * a moment on its first render, showing the fallback in place of code that is already there.
 *
 * When its code cannot be loaded (offline, or replaced by a newer version of the site), the piece
 * says so in its place, `what` naming it ('The chart' could not be loaded), with Try again; the rest
 * of the page keeps working. Try again imports it afresh (React.lazy keeps its first failure, so a
 * new one is made; Chromium fetches a failed module again); after a second failure it also offers
 * to reload the page. Any other error goes on to the route's boundary.
 */
export function preloadable<Props extends object>(load: () => Promise<ComponentType<Props>>, what: string) {
  let loaded: ComponentType<Props> | undefined;
  const preload = () => load().then((component) => (loaded = component));
  const fresh = () => lazy(async () => ({ default: await preload() }));
  let Lazy = fresh();
  const again = () => {
    if (!loaded) Lazy = fresh();
  };
  function Preloadable(props: Props) {
    // Chosen as the boundary renders: after Try again, the fresh lazy component.
    const render = () => {
      const Loaded = loaded ?? Lazy;
      return <Loaded {...props} />;
    };
    return <PartBoundary what={what} again={again} render={render} />;
  }
  return { Component: Preloadable, preload };
}

interface PartProps {
  what: string;
  again: () => void;
  render: () => ReactNode;
}
interface PartState {
  error: unknown;
  tries: number;
}

/** In a piece's place when its code could not be loaded: what, why, Try again (and, once that failed too, reload). */
class PartBoundary extends Component<PartProps, PartState> {
  override state: PartState = { error: null, tries: 0 };
  private button = createRef<HTMLButtonElement>();

  static getDerivedStateFromError(error: unknown): Partial<PartState> {
    return { error };
  }

  /** Try again was pressed: if it fails, the focus the button had (lost while the piece loads) comes back to it. */
  private refocus = false;

  override componentDidUpdate() {
    if (!this.state.error || !this.refocus || !this.button.current) return;
    this.refocus = false;
    this.button.current.focus();
  }

  // While the piece loads again, the page's <Suspense> above hides this boundary; shown again, React
  // calls componentDidMount (its effects reappear), not componentDidUpdate.
  override componentDidMount() {
    this.componentDidUpdate();
  }

  private retry = () => {
    this.refocus = true;
    this.props.again();
    this.setState(({ tries }) => ({ error: null, tries: tries + 1 }));
  };

  override render() {
    const { error, tries } = this.state;
    if (!error) return this.props.render();
    if (!isCodeLoadError(error)) throw error;
    const offline = !navigator.onLine;
    return (
      <div className="notification is-danger is-light" role="alert" data-testid="part-failure">
        <p className="mb-2">
          <strong>{this.props.what} could not be loaded.</strong>{' '}
          {offline
            ? 'You seem to be offline. Please check your connection and try again.'
            : tries > 0
              ? 'The site may have been updated since this page was opened: reload the page to get its latest version.'
              : 'Please check your connection and try again.'}
        </p>
        <div className="buttons">
          <button type="button" className="button is-small is-danger" ref={this.button} onClick={this.retry}>
            Try again
          </button>
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
