import type { AuditDocument } from '@pt/contracts';
import { changedFields, documentChange, type DocumentChange } from './audit-diff';
import { prettyJson, readModelLabel, shortValue } from './audit-format';

const changeTags: Record<DocumentChange, { text: string; className: string }> = {
  created: { text: 'Created', className: 'is-success is-light' },
  changed: { text: 'Changed', className: 'is-info is-light' },
  deleted: { text: 'Deleted', className: 'is-danger is-light' },
  unchanged: { text: 'No change', className: 'is-light' },
};

/** The read models' documents an event changed: which fields, from what to what, and each document whole. */
export function AuditDocuments({ documents }: { documents: readonly AuditDocument[] }) {
  if (documents.length === 0) {
    return (
      <p className="audit-muted audit-no-documents" data-testid="audit-no-documents">
        This event changed none of the screens' data. It is kept in the history all the same.
      </p>
    );
  }
  return (
    <ul className="audit-documents">
      {documents.map((document) => (
        <li key={`${document.readModel}/${document.id}`}>
          <DocumentCard document={document} />
        </li>
      ))}
    </ul>
  );
}

function DocumentCard({ document }: { document: AuditDocument }) {
  const change = documentChange(document);
  const fields = changedFields(document.before, document.after);
  const tag = changeTags[change];
  const headingId = `audit-doc-${document.readModel}-${document.id}`.replace(/[^\w-]/g, '_');
  const whole = document.after ?? document.before;

  return (
    <article className={`audit-document is-${change}`} data-testid="audit-document" data-read-model={document.readModel} data-change={change} aria-labelledby={headingId}>
      <header className="audit-document-header">
        <h4 className="audit-document-title" id={headingId}>
          {readModelLabel(document.readModel)}
        </h4>
        <span className={`tag ${tag.className}`}>{tag.text}</span>
      </header>
      <p className="audit-document-id">
        Read model <code className="audit-id-value">{document.readModel}</code> · document <code className="audit-id-value">{document.id}</code>
      </p>

      {change === 'created' && <p className="audit-document-note">Before: none. This event created the document.</p>}
      {change === 'deleted' && <p className="audit-document-note">After: none. This event deleted the document.</p>}

      {fields.length > 0 ? (
        <>
          <p className="audit-label audit-fields-caption">{change === 'created' ? 'Fields it was created with' : change === 'deleted' ? 'Fields it had' : 'Changed fields'}</p>
          <ul className="audit-fields">
            {fields.map((field) => (
              <li key={field.field} className="audit-field">
                <code className="audit-field-name">{field.field}</code>
                <span className="audit-field-values">
                  {change !== 'created' && (
                    <span className={`audit-value${field.before === undefined ? ' is-none' : ' is-before'}`}>
                      <span className="is-sr-only">before: </span>
                      {shortValue(field.before)}
                    </span>
                  )}
                  {change === 'changed' && (
                    <span className="audit-arrow" aria-hidden="true">
                      →
                    </span>
                  )}
                  {change !== 'deleted' && (
                    <span className={`audit-value${field.after === undefined ? ' is-none' : ' is-after'}`}>
                      {change === 'changed' && <span className="is-sr-only">after: </span>}
                      {shortValue(field.after)}
                    </span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="audit-muted">No field of this document changed.</p>
      )}

      {whole && (
        <details className="audit-whole">
          <summary>{document.after ? 'The whole document after the event' : 'The whole document before the event'}</summary>
          <pre className="audit-json" tabIndex={0} role="region" aria-label={`${readModelLabel(document.readModel)} document as JSON`}>
            {prettyJson(whole)}
          </pre>
        </details>
      )}
    </article>
  );
}
