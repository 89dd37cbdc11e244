import type { ReactNode } from 'react';

// An http(s) address up to the next space or angle bracket / quote; trailing sentence punctuation is not part of it.
const address = /\bhttps?:\/\/[^\s<>"']+/gi;
const trailing = /[.,;:!?)\]}]+$/;

/** The address if it is a well-formed http(s) URL, else null (no other scheme is ever made a link). */
function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A notice's plain text with its http(s) addresses as links: React elements (text nodes and <a>),
 * never HTML, so nothing in the text is ever interpreted as markup. The text is otherwise unchanged.
 */
export function linkify(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(address)) {
    const start = match.index;
    const url = match[0].replace(trailing, '');
    const href = safeHref(url);
    if (!href) continue;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <a key={start} href={href}>
        {url}
      </a>,
    );
    last = start + url.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
