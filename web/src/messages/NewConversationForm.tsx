import { useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { messageLimits, startConversationSchema } from '@pt/contracts';
import { serverMessage } from '../shared/api/http-error';
import { submissionIds } from '../shared/api/request-id';
import { SubmitButton, TextAreaField, TextField } from '../shared/ui/fields';
import { useNotice } from '../shared/ui/notice';
import { mayFocusByItself } from '../shared/ui/on-screen-keyboard';
import { showServerFieldErrors } from '../shared/ui/server-errors';
import { useStartConversationMutation } from './messagesEndpoints';

const newSchema = startConversationSchema.pick({ subject: true, content: true });
type NewMessage = { subject: string; content: string };

/** A new conversation: a subject and the first message, from a patient to the practice, or from staff to `patient`. */
export function NewConversationForm({ patient, takeFocus = false, onStarted }: { patient?: { id: string; name: string }; takeFocus?: boolean; onStarted: (id: string) => void }) {
  const [start] = useStartConversationMutation();
  const notify = useNotice();
  const [ids] = useState(() => submissionIds());
  const form = useForm<NewMessage>({ resolver: zodResolver(newSchema) as unknown as Resolver<NewMessage>, defaultValues: { subject: '', content: '' } });
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened by New Message: the subject is where the writing starts; on a touch device the heading,
  // so the keyboard does not cover the form before it is read.
  useEffect(() => {
    if (!takeFocus) return;
    if (mayFocusByItself(document.getElementById('message-subject'))) setFocus('subject');
    else heading.current?.focus();
  }, [takeFocus, setFocus]);

  async function send(message: NewMessage) {
    try {
      const id = ids.idFor({ ...message, to: patient?.id });
      await start({ ...message, id, ...(patient && { patientId: patient.id }) }).unwrap();
      ids.succeeded();
      notify({ title: 'Message Sent', description: patient ? `${patient.name} will see it in the portal.` : 'Your care team will reply here.' });
      onStarted(id);
    } catch (error) {
      if (showServerFieldErrors(form.setError, error, ['subject', 'content']) === 0) {
        notify({ title: 'Error', description: serverMessage(error) ?? 'Failed to send your message', variant: 'destructive' });
      }
    }
  }

  return (
    <form method="post" noValidate onSubmit={handleSubmit(send)} className="box new-conversation" aria-labelledby="new-conversation-title">
      <h2 className="title is-5" id="new-conversation-title" ref={heading} tabIndex={-1}>
        {patient ? `New message to ${patient.name}` : 'New message to your care team'}
      </h2>
      <TextField id="message-subject" label="Subject" required maxLength={messageLimits.subject} placeholder="For example: Knee after the squats" registration={register('subject')} error={errors.subject?.message} />
      <TextAreaField id="message-content" label="Message" required rows={6} maxLength={messageLimits.content} registration={register('content')} error={errors.content?.message} />
      <SubmitButton busy={isSubmitting} label="Send Message" busyLabel="Sending..." fullWidth={false} />
    </form>
  );
}
