import { callbackPromise, callbackTimeLabels, contactServices, messageReplyPromise, momentLabel, type DomainEvent, type MailMessage } from '@pt/contracts';

export interface NotificationAddress {
  /** Where the practice receives notifications. */
  to: string;
  siteUrl: string;
  /** The practice's time zone: the moment of a request is written as its clocks show it. */
  timeZone: string;
}

/** What the practice's front desk receives for a visitor's request. Pure: the event in, the message out. */
export function composeStaffNotification(event: DomainEvent, { to, siteUrl, timeZone }: NotificationAddress): MailMessage | null {
  const site = siteUrl.replace(/\/$/, '');
  const when = momentLabel(new Date(event.metadata.at), timeZone);
  const inbox = `${site}/staff/inbox`;
  switch (event.type) {
    case 'ContactMessageSubmitted': {
      const d = event.data;
      const service = contactServices.find((s) => s.value === d.service)?.label ?? 'Not specified';
      return {
        to,
        replyTo: d.email,
        subject: `New appointment request from ${d.firstName} ${d.lastName}`,
        text: [
          `${d.firstName} ${d.lastName} sent a message from the website on ${when}.`,
          '',
          `Email: ${d.email}`,
          `Phone: ${d.phone}`,
          `Service: ${service}`,
          `Consent to be contacted: ${d.consent ? 'yes' : 'no'}`,
          '',
          d.message || '(no message)',
          '',
          `Promise: reply ${messageReplyPromise}.`,
          `Open the inbox: ${inbox}`,
        ].join('\n'),
      };
    }
    case 'CallbackRequested': {
      const d = event.data;
      return {
        to,
        subject: `Callback requested by ${d.name} (${callbackTimeLabels[d.preferredTime]})`,
        text: [
          `${d.name} asked for a callback on ${when}.`,
          '',
          `Phone: ${d.phone}`,
          `Preferred time: ${callbackTimeLabels[d.preferredTime]}`,
          '',
          `Reason: ${d.reason}`,
          '',
          `Promise: call back ${callbackPromise}.`,
          `Open the inbox: ${inbox}`,
        ].join('\n'),
      };
    }
    case 'IntakeFormSubmitted': {
      // Who and how to reach them, never what they told us about their health: e-mail is not a safe place for it.
      const d = event.data;
      return {
        to,
        replyTo: d.patientEmail,
        subject: `New intake form from ${d.fullName}`,
        text: [
          `${d.fullName} sent a new patient intake form from the website on ${when}.`,
          '',
          `Email: ${d.patientEmail}`,
          `Phone: ${d.patientPhone || 'not given'}`,
          `Patient record: ${d.patientId ? 'already on file, the form is joined to it' : 'none yet, confirm the patient in the panel'}`,
          '',
          'The health details are in the staff panel only; they are never sent by e-mail.',
          `Open the intake forms: ${site}/staff/intake`,
        ].join('\n'),
      };
    }
    default:
      return null;
  }
}
