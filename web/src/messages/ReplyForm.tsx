import { useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { messageLimits, writeMessageSchema } from '@pt/contracts';
import { serverMessage } from '../shared/api/http-error';
import { submissionIds } from '../shared/api/request-id';
import { SubmitButton, TextAreaField } from '../shared/ui/fields';
import { useNotice } from '../shared/ui/notice';
import { mayFocusByItself } from '../shared/ui/on-screen-keyboard';
import { showServerFieldErrors } from '../shared/ui/server-errors';
import { useWriteMessageMutation } from './messagesEndpoints';

const replySchema = writeMessageSchema.pick({ content: true });
type Reply = { content: string };

/** A message written in an open conversation. */
export function ReplyForm({ conversationId }: { conversationId: string }) {
  const [write] = useWriteMessageMutation();
  const notify = useNotice();
  const [ids] = useState(() => submissionIds());
  const form = useForm<Reply>({ resolver: zodResolver(replySchema) as unknown as Resolver<Reply>, defaultValues: { content: '' } });
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;

  // Back in the emptied box for what comes next (the busy Send button had dropped the focus to the page's body);
  // after the render that follows the reset, which a focus right after it would not survive. On a touch
  // device the Send button keeps it, so the keyboard does not open again over the message just sent.
  const [sent, setSent] = useState(0);
  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (sent === 0) return;
    if (mayFocusByItself(formElement.current?.elements.namedItem('content') as Element | null)) setFocus('content');
    else formElement.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
  }, [sent, setFocus]);

  async function send(reply: Reply) {
    try {
      await write({ conversationId, ...reply, id: ids.idFor({ conversationId, ...reply }) }).unwrap();
      ids.succeeded();
      reset({ content: '' });
      setSent((count) => count + 1);
    } catch (error) {
      if (showServerFieldErrors(form.setError, error, ['content']) === 0) {
        notify({ title: 'Error', description: serverMessage(error) ?? 'Failed to send your message', variant: 'destructive' });
      }
    }
  }

  return (
    <form ref={formElement} method="post" noValidate onSubmit={handleSubmit(send)} className="reply-form" aria-label="Reply">
      <TextAreaField id="reply-content" label="Your reply" rows={3} maxLength={messageLimits.content} registration={register('content')} error={errors.content?.message} />
      <SubmitButton busy={isSubmitting} label="Send" busyLabel="Sending..." fullWidth={false} />
    </form>
  );
}
