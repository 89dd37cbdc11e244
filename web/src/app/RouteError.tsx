import { Link, useRouteError } from 'react-router-dom';

/** Shown when a page fails to render or its code cannot be loaded (for example after a deploy). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <section className="section">
      <div className="container narrow-container">
        <div className="box" role="alert">
          <h1 className="title is-4">Something went wrong</h1>
          <p className="mb-4">This page could not be shown. Please reload the page or try again in a moment.</p>
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
