import { reportTexts } from '@pt/contracts';
import { useNotice } from '../shared/ui/notice';

/** How the page's link is shared (spec 001, reading A): copied, else the device's share sheet, else a hint. */
async function shareLink(title: string): Promise<'copied' | 'shared' | 'cancelled' | 'unavailable'> {
  const url = window.location.href;
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(url);
      return 'copied';
    }
  } catch {
    // no permission to write the clipboard (an insecure page, a refusal): try the share sheet
  }
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  return 'unavailable';
}

/** Share (reading A) and Print; neither is printed. */
export function ReportActions({ title, share }: { title: string; share: boolean }) {
  const notice = useNotice();
  const onShare = async () => {
    const outcome = await shareLink(title);
    if (outcome === 'copied') notice({ title: reportTexts.linkCopied });
    else if (outcome === 'unavailable') notice({ title: 'Share Report', description: reportTexts.shareFallback });
  };
  return (
    <div className="buttons report-actions">
      {share && (
        <button type="button" className="button is-primary" onClick={() => void onShare()}>
          <ShareIcon />
          <span>Share Report</span>
        </button>
      )}
      <button type="button" className="button is-light" onClick={() => window.print()}>
        <PrintIcon />
        <span>Print</span>
      </button>
    </div>
  );
}

const iconProps = { width: 18, height: 18, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true, className: 'report-icon' } as const;

function ShareIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}

function PrintIcon() {
  return (
    <svg {...iconProps}>
      <path d="M6 9V2h12v7M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
      <path d="M6 14h12v8H6z" />
    </svg>
  );
}
