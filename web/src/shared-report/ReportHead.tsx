import { useEffect } from 'react';
import { PageHead } from '../shared/page-meta';
import { reportPageMeta } from './meta';

/**
 * The report pages' title and description, and `noindex`: a share link is private. The pages are
 * client routes (the SPA shell has no robots tag), and robots.txt already asks crawlers to stay out.
 */
export function ReportHead() {
  useEffect(() => {
    const tag = document.createElement('meta');
    tag.name = 'robots';
    tag.content = 'noindex, nofollow';
    document.head.append(tag);
    return () => tag.remove();
  }, []);
  return <PageHead meta={reportPageMeta} />;
}
