/** Short words a title keeps in lower case, unless one starts it. */
const minorWords = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'on', 'or', 'the', 'to']);

/**
 * A health tip's category as a heading shows it: 'pain management' → 'Pain Management', 'safety at
 * home' → 'Safety at Home'. The tips' screens and the shared report say it alike.
 */
export const tipCategoryLabel = (category: string) =>
  category.replace(/\b\w+/g, (word, at: number) => (at > 0 && minorWords.has(word) ? word : word[0]!.toUpperCase() + word.slice(1)));
