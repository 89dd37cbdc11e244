/** What every command answers, and what bad input gets: the shapes the other answers build on. */

/**
 * Every command answers the revision of the stream it changed (for `If-Match`) and the log position
 * of what it appended (for `?after=`, read your writes).
 */
export interface CommandAnswer {
  success: true;
  id: string;
  revision: number;
  position: string;
  message?: string;
}

export interface FieldErrorsAnswer {
  success: false;
  message: string;
  errors: Record<string, string[]>;
}
