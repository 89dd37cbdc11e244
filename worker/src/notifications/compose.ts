import { callbackTimeLabels, contactServices, type DomainEvent, type MailMessage } from '@pt/contracts';

/** What the practice's front desk receives for a visitor's request. Pure: the event in, the message out. */
export function composeStaffNotification(event: DomainEvent, to: string, siteUrl: string): MailMessage | null {
  const inbox = `${siteUrl.replace(/\/$/, '')}/staff/inbox`;
  switch (event.type) {
    case 'ContactMessageSubmitted': {
      const d = event.data;
      const service = contactServices.find((s) => s.value === d.service)?.label ?? 'Not specified';
      return {
        to,
        replyTo: d.email,
        subject: `New appointment request from ${d.firstName} ${d.lastName}`,
        text: [
          `${d.firstName} ${d.lastName} sent a message from the website on ${event.metadata.at}.`,
          '',
          `Email: ${d.email}`,
          `Phone: ${d.phone}`,
          `Service: ${service}`,
          `Consent to be contacted: ${d.consent ? 'yes' : 'no'}`,
          '',
          d.message || '(no message)',
          '',
          'Promise: reply within 2 hours during business hours.',
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
          `${d.name} asked for a callback on ${event.metadata.at}.`,
          '',
          `Phone: ${d.phone}`,
          `Preferred time: ${callbackTimeLabels[d.preferredTime]}`,
          '',
          `Reason: ${d.reason}`,
          '',
          'Promise: call back within 2 hours during business hours.',
          `Open the inbox: ${inbox}`,
        ].join('\n'),
      };
    }
    default:
      return null;
  }
}
