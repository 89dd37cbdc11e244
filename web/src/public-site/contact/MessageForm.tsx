import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  contactMessageSchema,
  contactServices,
  contactSuccessMessage,
  messageReplyPromise,
  practice,
  type ContactMessage,
  type ContactMessageInput,
} from '@pt/contracts';
import { PrivacyNote } from '../../shared/ui/PrivacyNote';
import { CheckboxField, SelectField, SubmitButton, TextAreaField, TextField } from '../../shared/ui/fields';
import { useSendContactMessageMutation } from './contactEndpoints';
import { useRequestSubmission } from './useRequestSubmission';

type MessageFormValues = Omit<Required<ContactMessageInput>, 'consent'> & { consent: boolean };

const emptyForm: MessageFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  service: '',
  message: '',
  consent: false,
};

export const consentLabel =
  'I consent to be contacted about my rehabilitation needs. Message and data rates may apply.';

/**
 * The "Send Message" tab: an appointment request. It starts with the service the quiz suggested, until
 * the visitor picks one. `onSent` learns who the visitor is.
 */
export function MessageForm({ suggestedService, onSent }: { suggestedService?: string | null; onSent?: (message: ContactMessage) => void }) {
  const [sendMessage] = useSendContactMessageMutation();
  const form = useForm<MessageFormValues, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema) as unknown as Resolver<MessageFormValues, unknown, ContactMessage>,
    defaultValues: { ...emptyForm, service: suggestedService ?? '' },
  });
  const {
    register,
    handleSubmit,
    setValue,
    getFieldState,
    formState: { errors, isSubmitting },
  } = form;
  useEffect(() => {
    if (suggestedService && !getFieldState('service').isDirty) setValue('service', suggestedService);
  }, [suggestedService, getFieldState, setValue]);
  const onSubmit = useRequestSubmission({
    form,
    emptyForm,
    send: (request) => sendMessage(request).unwrap(),
    events: { submit: 'contact_form_submit', success: 'contact_form_success', label: 'request_appointment' },
    success: (answer) => ({ title: 'Success!', description: answer.message || contactSuccessMessage }),
    onSent,
    fallbackError: `We're experiencing technical difficulties. Please call us directly at ${practice.phone}.`,
  });

  return (
    <div>
      <h2 className="title is-4" id="message-title">Request Appointment</h2>
      <p className="mb-4">Send us a message and we'll reply {messageReplyPromise}.</p>
      <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="message-title">
        <div className="columns is-variable is-3 mb-0">
          <div className="column">
            <TextField
              id="message-first-name"
              label="First Name"
              required
              autoComplete="given-name"
              maxLength={100}
              registration={register('firstName')}
              error={errors.firstName?.message}
            />
          </div>
          <div className="column">
            <TextField
              id="message-last-name"
              label="Last Name"
              required
              autoComplete="family-name"
              maxLength={100}
              registration={register('lastName')}
              error={errors.lastName?.message}
            />
          </div>
        </div>
        <div className="columns is-variable is-3 mb-0">
          <div className="column">
            <TextField
              id="message-email"
              label="Email"
              type="email"
              required
              autoComplete="email"
              inputMode="email"
              maxLength={255}
              registration={register('email')}
              error={errors.email?.message}
            />
          </div>
          <div className="column">
            <TextField
              id="message-phone"
              label="Phone"
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
          id="message-service"
          label="Service"
          placeholder="Select a service"
          options={contactServices}
          registration={register('service')}
          error={errors.service?.message}
        />
        <TextAreaField
          id="message-text"
          label="Message"
          rows={5}
          maxLength={5000}
          placeholder="Tell us about your condition, goals and the best times for a visit"
          registration={register('message')}
          error={errors.message?.message}
        />
        <CheckboxField
          id="message-consent"
          label={consentLabel}
          required
          registration={register('consent')}
          error={errors.consent?.message}
        />
        <PrivacyNote />
        <SubmitButton busy={isSubmitting} label="Send Message" busyLabel="Submitting..." />
      </form>
    </div>
  );
}
