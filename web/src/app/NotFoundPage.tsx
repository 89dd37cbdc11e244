import { Link } from 'react-router-dom';
import { PageHead } from '../shared/page-meta';
import { notFoundMeta } from './page-meta';

export function NotFoundPage() {
  return (
    <section className="section">
      <PageHead meta={notFoundMeta} />
      <div className="container narrow-container">
        <div className="box not-found">
          <p className="not-found-code" aria-hidden="true">
            404
          </p>
          <h1 className="title is-3">404 Page Not Found</h1>
          <p className="mb-4">Did you forget to add the page to the router?</p>
          <p className="help-text">
            Routes live in <code>web/src/app/routes.tsx</code>.
          </p>
          <Link to="/" className="button is-primary mt-4">
            Back to Home
          </Link>
        </div>
      </div>
    </section>
  );
}
