/**
 * Whether an error is the browser failing to fetch a piece of the site's code: offline, or a file
 * replaced by a newer version of the site since the page was opened (Chromium, Firefox, Safari, and
 * Vite's preload of the piece's styles).
 */
export const isCodeLoadError = (error: unknown): boolean =>
  error instanceof Error && /dynamically imported module|module script failed|Unable to preload CSS/i.test(error.message);
