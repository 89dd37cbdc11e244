import type { ReactNode } from 'react';

/** A page-level message (loading aside): invalid link, not found, not available, the password card. */
export function ReportCard({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <div className="box report-card" data-testid={testId}>
      <h1 className="title is-4">{title}</h1>
      {children}
    </div>
  );
}
