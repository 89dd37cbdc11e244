import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { reportTexts, type ProgressReportViewAnswer } from '@pt/contracts';
import { isApiError, serverMessage } from '../shared/api/http-error';
import { PageLoading } from '../shared/ui/PageLoading';
import { DetailedReport } from './DetailedReport';
import { PasswordCard } from './PasswordCard';
import { ReportCard } from './ReportCard';
import { ReportHead } from './ReportHead';
import { SimpleReport } from './SimpleReport';
import { needsSimpleReading, reportScreen, validShareId, type QueryState, type ReportScreen, type SimpleReading } from './report-view';
import { useDetailedReportQuery, useSimpleReportQuery } from './sharedReportEndpoints';
import './shared-report.scss';

/** `/shared-report/:shareId`: the detailed report (reading B), or the progress report (reading A) when B does not know the link. */
export function SharedReportPage() {
  const { shareId } = useParams();
  // The password the visitor sent; undefined until they send one.
  const [password, setPassword] = useState<string>();
  const valid = validShareId(shareId);
  const detailedQuery = useDetailedReportQuery({ shareId: shareId ?? '', password }, { skip: !valid });
  const detailed = stateOf(detailedQuery, (answer) => answer.data);
  const simpleQuery = useSimpleReportQuery(shareId ?? '', { skip: !needsSimpleReading(shareId, detailed) });
  const simple = stateOf(simpleQuery, simpleReading);
  const screen = reportScreen({ shareId, detailed, simple, passwordTried: password !== undefined });
  const sendPassword = (typed: string) => {
    // The same password again (after "too many attempts", say) asks again; a new one is a new request.
    if (typed === password) void detailedQuery.refetch();
    else setPassword(typed);
  };
  return <ReportLayout screen={screen} onPassword={sendPassword} passwordGiven={password !== undefined} />;
}

/** `/progress-report/:shareId`: the progress report (reading A) only. */
export function ProgressReportPage() {
  const { shareId } = useParams();
  const simpleQuery = useSimpleReportQuery(shareId ?? '', { skip: !validShareId(shareId) });
  const screen = reportScreen({ shareId, detailed: null, simple: stateOf(simpleQuery, simpleReading), passwordTried: false });
  return <ReportLayout screen={screen} onPassword={() => undefined} />;
}

interface ScreenProps {
  screen: ReportScreen;
  onPassword(password: string): void;
  /** The visitor typed a password to get here (the report then takes the focus from its field). */
  passwordGiven?: boolean;
}

function ReportLayout(props: ScreenProps) {
  const { screen } = props;
  const wide = screen.screen === 'detailed' || screen.screen === 'simple';
  return (
    <section className="section report-page" data-testid="report-page" data-screen={screen.screen}>
      <ReportHead />
      <div className={`container ${wide ? 'report-container' : 'report-narrow'}`}>
        <ScreenContent {...props} />
      </div>
    </section>
  );
}

function ScreenContent({ screen, onPassword, passwordGiven = false }: ScreenProps) {
  switch (screen.screen) {
    case 'loading':
      return <PageLoading label={reportTexts.loading} />;
    case 'invalid-link':
      return (
        <ReportCard title={reportTexts.invalidLink} testId="report-invalid">
          <p>{reportTexts.invalidLinkDetail}</p>
        </ReportCard>
      );
    case 'password':
      return <PasswordCard busy={screen.busy} error={screen.error} onSubmit={onPassword} />;
    case 'not-available':
      return (
        <ReportCard title={reportTexts.notAvailable} testId="report-not-available">
          <p role="alert">{screen.message}</p>
        </ReportCard>
      );
    case 'not-found':
      return (
        <ReportCard title={reportTexts.notFound} testId="report-not-found">
          <p role="alert">{reportTexts.notFoundDetail}</p>
        </ReportCard>
      );
    case 'detailed':
      return <DetailedReport view={screen.view} focusTitle={passwordGiven} />;
    case 'simple':
      return <SimpleReport view={screen.view} privatePreview={screen.privatePreview} />;
  }
}

const simpleReading = (answer: ProgressReportViewAnswer): SimpleReading => ({ view: answer.report, privatePreview: answer.privatePreview === true });

/** A query's result as the screen choice reads it; a query being (re)fetched is loading. */
function stateOf<A, T>(
  query: { isFetching: boolean; isSuccess: boolean; isError: boolean; currentData?: A; error?: unknown },
  pick: (answer: A) => T,
): QueryState<T> {
  if (query.isFetching) return { state: 'loading' };
  if (query.isSuccess && query.currentData !== undefined) return { state: 'ok', data: pick(query.currentData) };
  if (query.isError) {
    const error = query.error;
    const body = isApiError(error) && typeof error.body === 'object' && error.body !== null ? (error.body as { reason?: unknown }) : {};
    return {
      state: 'failed',
      status: isApiError(error) ? error.status : 'FETCH_ERROR',
      message: serverMessage(error),
      reason: typeof body.reason === 'string' ? body.reason : undefined,
    };
  }
  return { state: 'loading' };
}
