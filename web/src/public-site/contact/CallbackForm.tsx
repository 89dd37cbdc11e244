import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  callbackRequestSchema,
  callbackSuccessMessage,
  callbackTimeLabels,
  callbackTimes,
  practice,
  type CallbackRequest,
} from '@pt/contracts';
import { PrivacyNote } from '../../shared/ui/PrivacyNote';
import { SelectField, SubmitButton, TextAreaField, TextField } from '../../shared/ui/fields';
import { useRequestCallbackMutation } from './contactEndpoints';
import { useRequestSubmission } from './useRequestSubmission';

type CallbackFormValues = Omit<CallbackRequest, 'preferredTime'> & { preferredTime: CallbackRequest['preferredTime'] | '' };

const emptyForm: CallbackFormValues = { name: '', phone: '', preferredTime: '', reason: '' };
const timeOptions = callbackTimes.map((value) => ({ value, label: callbackTimeLabels[value] }));

export function CallbackForm() {
  const [requestCallback] = useRequestCallbackMutation();
  const form = useForm<CallbackFormValues, unknown, CallbackRequest>({
    resolver: zodResolver(callbackRequestSchema) as unknown as Resolver<CallbackFormValues, unknown, CallbackRequest>,
    defaultValues: emptyForm,
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const onSubmit = useRequestSubmission({
    form,
    emptyForm,
    send: (request) => requestCallback(request).unwrap(),
    events: { submit: 'callback_request', success: 'callback_request_success', label: 'callback_form' },
    success: () => ({ title: 'Callback Requested!', description: callbackSuccessMessage }),
    fallbackError: `Unable to submit callback request. Please call us directly at ${practice.phone}.`,
  });

  return (
    <div>
      <h2 className="title is-4" id="callback-title">Request a Callback</h2>
      <p className="mb-4">
        Prefer to talk it through? Leave your number and a licensed therapist will call you back.{' '}
        <strong>We guarantee a callback within 24 hours.</strong>
      </p>
      <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="callback-title">
        <div className="columns is-variable is-3 mb-0">
          <div className="column">
            <TextField
              id="callback-name"
              label="Name"
              required
              autoComplete="name"
              maxLength={100}
              registration={register('name')}
              error={errors.name?.message}
            />
          </div>
          <div className="column">
            <TextField
              id="callback-phone"
              label="Phone Number"
              type="tel"
              required
              autoComplete="tel"
              inputMode="tel"
              maxLength={20}
              registration={register('phone')}
              error={errors.phone?.message}
            />
          </div>
        </div>
        <SelectField
          id="callback-time"
          label="Preferred Callback Time"
          required
          placeholder="Select a time"
          options={timeOptions}
          registration={register('preferredTime')}
          error={errors.preferredTime?.message}
        />
        <TextAreaField
          id="callback-reason"
          label="Reason for Callback"
          required
          rows={4}
          maxLength={2000}
          placeholder="Tell us briefly about your injury, condition or goals"
          registration={register('reason')}
          error={errors.reason?.message}
        />
        <PrivacyNote />
        <SubmitButton busy={isSubmitting} label="Request Callback" busyLabel="Submitting..." />
      </form>
    </div>
  );
}
