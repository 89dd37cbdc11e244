import { useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldErrors, serverMessage } from '../../shared/api/http-error';
import { submissionIds, type WithClientId } from '../../shared/api/request-id';
import { track } from '../../shared/analytics';
import { useNotice, type NoticeInput } from '../../shared/ui/notice';

export interface RequestSubmission<Values extends FieldValues, Request, Answer> {
  form: UseFormReturn<Values, unknown, Request>;
  /** What the form is reset to after a success; its keys are the fields a server error may name. */
  emptyForm: Values;
  /** Sends the request with its client id. */
  send(request: WithClientId<Request>): Promise<Answer>;
  /** Analytics: the event on submit, the event on success, and their label. */
  events: { submit: string; success: string; label: string };
  /** The notice of a success. */
  success(answer: Answer): NoticeInput;
  /** Runs after a success, before the form is reset. */
  onSent?(values: Request): void;
  /** The notice text of a failure the server did not explain (a 429's own message is shown as it is). */
  fallbackError: string;
}

/**
 * Submits a contact-page request: tracks it, notifies success (and resets the form) or failure;
 * a 400's field errors are shown next to their fields. Every request carries a client id (see
 * `submissionIds`), and a second submit while one is on its way sends nothing.
 */
export function useRequestSubmission<Values extends FieldValues, Request, Answer>({
  form,
  emptyForm,
  send,
  events,
  success,
  onSent,
  fallbackError,
}: RequestSubmission<Values, Request, Answer>) {
  const notify = useNotice();
  const fieldNames = Object.keys(emptyForm);
  const [ids] = useState(() => submissionIds());
  const sending = useRef(false);

  return async function onSubmit(values: Request) {
    if (sending.current) return;
    sending.current = true;
    track(events.submit, { category: 'form', label: events.label });
    try {
      const answer = await send({ ...values, id: ids.idFor(values) });
      ids.succeeded();
      track(events.success, { category: 'form', label: events.label });
      notify(success(answer));
      onSent?.(values);
      form.reset(emptyForm);
    } catch (error) {
      // A 400 names the fields the server refused: show each message next to its field, the focus on the first.
      let placed = 0;
      for (const [field, messages] of Object.entries(fieldErrors(error))) {
        if (fieldNames.includes(field)) {
          form.setError(field as Path<Values>, { type: 'server', message: messages[0] }, { shouldFocus: placed++ === 0 });
        }
      }
      notify({ title: 'Error', description: serverMessage(error) ?? fallbackError, variant: 'destructive' });
    } finally {
      sending.current = false;
    }
  };
}
