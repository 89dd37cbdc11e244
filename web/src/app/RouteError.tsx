import { Link, useRouteError } from 'react-router-dom';
import { isCodeLoadError } from '../shared/code-load-error';

/**
 * Shown when a page fails to render or its code cannot be loaded: offline, or after a deploy replaced
 * the files the open page knew, when reloading brings the latest version.
 */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const code = isCodeLoadError(error);
  return (
    <section className="section">
      <div className="container narrow-container">
        <div className="box" role="alert">
          <h1 className="title is-4">{code ? 'This page could not be loaded' : 'Something went wrong'}</h1>
          <p className="mb-4">
            {!code
              ? 'This page could not be shown. Please reload the page or try again in a moment.'
              : navigator.onLine
                ? 'A newer version of the site may be available. Please reload the page.'
                : 'You seem to be offline. Please check your connection, then reload the page.'}
          </p>
          <div className="buttons">
            <button type="button" className="button is-primary" onClick={() => window.location.reload()}>
              Reload
            </button>
            <Link to="/" className="button is-light">
              Back to Home
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
