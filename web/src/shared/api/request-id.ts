/**
 * Client ids of creating commands (DECISIONS.md: the client chooses the id, so the same request
 * sent again is recognised and applied once). The body of such a request carries `id`.
 */
export type WithClientId<Body> = Body & { id: string };

/** A random uuid (v4); `crypto.randomUUID` exists only on secure pages, `getRandomValues` everywhere. */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One id per submission of a form. RTK Query's retry resends the same body, so the same id. The
 * visitor's next try with the form unchanged after a failure keeps it too: the first try may have
 * been stored although its answer was lost. A changed form, or the next one after a success, gets a
 * new id (the same id with another body would be refused with 409).
 */
export interface SubmissionIds {
  idFor(body: unknown): string;
  /** The request was accepted: the next submission is a new request. */
  succeeded(): void;
}

export function submissionIds(newId: () => string = newRequestId): SubmissionIds {
  let pending: { body: string; id: string } | null = null;
  return {
    idFor(body) {
      const key = JSON.stringify(body);
      if (pending?.body !== key) pending = { body: key, id: newId() };
      return pending.id;
    },
    succeeded() {
      pending = null;
    },
  };
}
