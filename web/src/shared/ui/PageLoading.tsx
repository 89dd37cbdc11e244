/** Placeholder while a page's code or data loads. */
export function PageLoading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="loader-ring" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
