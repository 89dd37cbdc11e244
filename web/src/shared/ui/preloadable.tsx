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
  private loaded = createRef<HTMLDivElement>();

  static getDerivedStateFromError(error: unknown): Partial<PartState> {
    return { error };
  }

  /**
   * Try again was pressed: the focus the button had (lost while the piece loads) comes back to it if
   * it fails, else goes to the piece now in its place: its first heading, else the piece's wrapper
   * (named after it), never the page's body. Unless it was put elsewhere meanwhile.
   */
  private refocus = false;

  override componentDidUpdate() {
    if (!this.refocus) return;
    if (this.state.error) {
      if (!this.button.current) return;
      this.refocus = false;
      this.button.current.focus();
      return;
    }
    const loaded = this.loaded.current;
    // Still loading (hidden by the <Suspense> above) or not drawn yet.
    if (!loaded || !loaded.firstElementChild || loaded.getClientRects().length === 0) return;
    this.refocus = false;
    const active = document.activeElement;
    if (active && active !== document.body && !loaded.contains(active)) return;
    const heading = loaded.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6');
    if (heading && !heading.closest('[aria-hidden="true"]')) {
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus();
    } else loaded.focus();
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
