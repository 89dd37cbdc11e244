import {
  callbackPromise,
  callbackTimeLabels,
  contactServices,
  emailConfirmationHours,
  emailConfirmationPath,
  forgotPasswordPath,
  messageReplyPromise,
  momentLabel,
  passwordResetHours,
  passwordResetPath,
  practice,
  streamId,
  type DomainEvent,
  type EventOf,
  type MailMessage,
} from '@pt/contracts';
import { emailConfirmationToken, passwordResetToken } from '@pt/contracts/core';

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

export interface ConfirmationSettings {
  siteUrl: string;
  timeZone: string;
  /** The server's secret: the link's token is signed with it (the log holds no token). */
  linkSecret: string;
}

/**
 * The link a patient account's e-mail receives when the practice holds a record for that address which
 * no account has joined yet (ADR 33). Pure: the event in, the message out. It names no record detail:
 * whoever registered may not be the address's owner.
 */
export function composeEmailConfirmation(event: EventOf<'EmailConfirmationRequested'>, { siteUrl, timeZone, linkSecret }: ConfirmationSettings): MailMessage {
  const { email, expiresAt } = event.data;
  const token = emailConfirmationToken(linkSecret, { userId: streamId(event.stream), email, expiresAt });
  const link = `${siteUrl.replace(/\/$/, '')}${emailConfirmationPath}?token=${token}`;
  return {
    to: email,
    subject: `Confirm your e-mail for the ${practice.name} patient portal`,
    text: [
      'Hello,',
      '',
      `Someone, we hope you, has signed in to the ${practice.name} patient portal with this e-mail address. The practice has a patient record for this address, and keeps it private: we join it to a portal account only once the account shows it can read this mailbox.`,
      '',
      `If it was you, open this link, signed in to your portal account, within ${emailConfirmationHours} hours (until ${momentLabel(new Date(expiresAt), timeZone)}):`,
      link,
      '',
      'Your record will then appear in your portal.',
      '',
      `If it was not you, there is nothing to do: your record stays private. If you did not expect this e-mail, please call us at ${practice.phone}.`,
      '',
      practice.name,
    ].join('\n'),
  };
}

/**
 * The link to choose a new password, sent to the account's e-mail when someone asked for one (ADR 36).
 * Pure: the event in, the message out. It works once, for an hour.
 */
export function composePasswordReset(event: EventOf<'PasswordResetRequested'>, { siteUrl, timeZone, linkSecret }: ConfirmationSettings): MailMessage {
  const { email, expiresAt, sessionVersion } = event.data;
  const site = siteUrl.replace(/\/$/, '');
  const token = passwordResetToken(linkSecret, { userId: streamId(event.stream), email, sessionVersion, expiresAt });
  const hours = passwordResetHours === 1 ? '1 hour' : `${passwordResetHours} hours`;
  return {
    to: email,
    subject: `Choose a new password for the ${practice.name} patient portal`,
    text: [
      'Hello,',
      '',
      `Someone, we hope you, asked for a link to choose a new password for the ${practice.name} patient portal account with this e-mail address.`,
      '',
      `If it was you, open this link within ${hours} (until ${momentLabel(new Date(expiresAt), timeZone)}) and choose your new password. The link works once.`,
      `${site}${passwordResetPath}?token=${token}`,
      '',
      `If the link has expired, ask for a new one: ${site}${forgotPasswordPath}`,
      '',
      `If it was not you, there is nothing to do: your password stays as it is. If you did not expect this e-mail, please call us at ${practice.phone}.`,
      '',
      practice.name,
    ].join('\n'),
  };
}

/** Who a portal message's notice goes to, and the conversation it belongs to (ADR 32). */
export interface MessageNoticeAddress {
  /** The practice's address for a patient's message; the patient's for the practice's. */
  to: string;
  conversation: { id: string; patientName: string; patientFirstName: string };
  siteUrl: string;
  timeZone: string;
}

/**
 * The notice of a message written in the portal (ADR 32): to the practice when a patient writes, to the
 * patient when the practice does. It says who wrote and where to read it, never the message or its
 * subject: e-mail is not a safe place for health details.
 */
export function composeMessageNotice(event: EventOf<'MessageWritten'>, { to, conversation, siteUrl, timeZone }: MessageNoticeAddress): MailMessage {
  const site = siteUrl.replace(/\/$/, '');
  const when = momentLabel(new Date(event.metadata.at), timeZone);
  const id = encodeURIComponent(conversation.id);
  if (event.data.from === 'patient') {
    return {
      to,
      subject: `New message from ${conversation.patientName} in the patient portal`,
      text: [
        `${conversation.patientName} wrote to the practice in the patient portal on ${when}.`,
        '',
        'The message is in the portal only; it is never sent by e-mail.',
        `Promise: reply ${messageReplyPromise}.`,
        `Read and answer it: ${site}/staff/messages?c=${id}`,
      ].join('\n'),
    };
  }
  return {
    to,
    subject: `New message from ${practice.name}`,
    text: [
      `Hello ${conversation.patientFirstName},`,
      '',
      `Your care team wrote to you in the ${practice.name} patient portal on ${when}. For your privacy the message is not in this e-mail.`,
      '',
      `Read it, signed in to your portal account: ${site}/patient-portal/messages?c=${id}`,
      '',
      `Questions? Call us at ${practice.phone}.`,
      practice.name,
    ].join('\n'),
  };
}

/** The token of a link in a message's text, hidden: what is kept of a mail sent by SMTP (the outbox's text is the delivery itself). */
export const withoutLinkTokens = (text: string) => text.replace(/([?&]token=)[^\s&]+/g, '$1[not kept]');
