import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldErrors, serverMessage } from '../../shared/api/http-error';
import { track } from '../../shared/analytics';
import { useNotice, type NoticeInput } from '../../shared/ui/notice';

export interface RequestSubmission<Values extends FieldValues, Request, Answer> {
  form: UseFormReturn<Values, unknown, Request>;
  /** What the form is reset to after a success; its keys are the fields a server error may name. */
  emptyForm: Values;
  send(values: Request): Promise<Answer>;
  /** Analytics: the event on submit, the event on success, and their label. */
  events: { submit: string; success: string; label: string };
  /** The notice of a success. */
  success(answer: Answer): NoticeInput;
  /** Runs after a success, before the form is reset. */
  onSent?(values: Request): void;
  /** The notice text of a failure the server did not explain. */
  fallbackError: string;
}

/**
 * Submits a contact-page request: tracks it, notifies success (and resets the form) or failure;
 * a 400's field errors are shown next to their fields.
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

  return async function onSubmit(values: Request) {
    track(events.submit, { category: 'form', label: events.label });
    try {
      const answer = await send(values);
      track(events.success, { category: 'form', label: events.label });
      notify(success(answer));
      onSent?.(values);
      form.reset(emptyForm);
    } catch (error) {
      // A 400 names the fields the server refused: show each message next to its field.
      for (const [field, messages] of Object.entries(fieldErrors(error))) {
        if (fieldNames.includes(field)) {
          form.setError(field as Path<Values>, { type: 'server', message: messages[0] });
        }
      }
      notify({ title: 'Error', description: serverMessage(error) ?? fallbackError, variant: 'destructive' });
    }
  };
}
