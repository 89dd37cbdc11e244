import { useEffect } from 'react';

/** A page's document title and meta description, kept in one constant per page for prerendering. */
export interface PageMeta {
  title: string;
  description: string;
}

/**
 * Sets the document title and the page's meta description while the page is shown. It changes the
 * tags the prerendered page shipped rather than rendering a <title>, which would be a second one.
 */
export function PageHead({ meta }: { meta: PageMeta }) {
  useEffect(() => {
    document.title = meta.title;
  }, [meta.title]);

  useEffect(() => {
    // index.html ships one description tag; pages update it rather than adding a second one.
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    const previous = tag.content;
    tag.content = meta.description;
    return () => {
      tag.content = previous;
    };
  }, [meta.description]);

  return null;
}
