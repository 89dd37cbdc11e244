import { MailRejectedError, streamId, streams, type DomainEvent, type EventOf, type EventStore, type Job, type MailMessage, type Mailer, type NotificationJob } from '@pt/contracts';
import { handleCommand, loadStream, readEvent, stableEventId, type CommandMeta } from '@pt/contracts/core';
import { composeEmailConfirmation, composeMessageNotice, composePasswordReset, composeStaffNotification, withoutLinkTokens, type NotificationAddress } from './compose';
import { notificationDecider } from './decider';

export interface NotificationSettings extends NotificationAddress {
  /** Attempts before giving up (default 5). */
  maxAttempts?: number;
  /** The server's secret, which signs e-mail confirmation links (ADR 33); without it none is sent. */
  linkSecret?: string;
}

export type NotificationOutcome = 'sent' | 'already-sent' | 'gave-up' | 'nothing-to-send';

/**
 * Sends the notification for one event and records each attempt in `notification-<eventId>`, where
 * the attempts are counted: a restart or a replay never sends a sent notification again, never
 * hides a failed attempt, and never retries one it gave up on (a permanent refusal, or the last try).
 */
export function notificationHandler(store: EventStore, mailer: Mailer, settings: NotificationSettings) {
  const maxAttempts = settings.maxAttempts ?? 5;
  const eventsOf = async (stream: string): Promise<DomainEvent[]> =>
    (await store.readStream(stream)).flatMap((raw) => readEvent(raw, 'worker:notifications') ?? []);

  /** A portal message's notice (ADR 32): the practice's address for a patient's message, the patient's record's for the practice's. */
  async function messageNotice(event: EventOf<'MessageWritten'>): Promise<MailMessage | null> {
    const started = (await eventsOf(event.stream)).find((e): e is EventOf<'ConversationStarted'> => e.type === 'ConversationStarted');
    if (!started) return null;
    const { patientId, patientName } = started.data;
    const conversation = { id: streamId(event.stream), patientName, patientFirstName: patientName.split(' ')[0] ?? patientName };
    if (event.data.from === 'patient') return composeMessageNotice(event, { ...settings, conversation });
    const record = await eventsOf(streams.patient(patientId));
    const created = record.find((e): e is EventOf<'PatientRecordCreated'> => e.type === 'PatientRecordCreated');
    if (!created) return null;
    const profile = record.findLast((e): e is EventOf<'PatientProfileSaved'> => e.type === 'PatientProfileSaved');
    const firstName = profile?.data.firstName || created.data.firstName || conversation.patientFirstName;
    return composeMessageNotice(event, { ...settings, to: created.data.email, conversation: { ...conversation, patientFirstName: firstName } });
  }

  return async (job: Job<NotificationJob>): Promise<NotificationOutcome> => {
    const { stream, eventId } = job.data;
    const outcomeStream = streams.notification(eventId);
    const { state } = await loadStream(store, outcomeStream, notificationDecider);
    if (state.sent) return 'already-sent';
    if (state.gaveUp) return 'gave-up';

    const raw = (await store.readStream(stream)).find((e) => e.id === eventId);
    if (!raw) throw new Error(`event ${eventId} not found in ${stream}`);
    const source = readEvent(raw, 'worker:notifications');
    if (!source) return 'nothing-to-send';
    const signed = source.type === 'EmailConfirmationRequested' || source.type === 'PasswordResetRequested';
    if (signed && !settings.linkSecret) throw new Error('no link secret: e-mail links cannot be signed');
    const message =
      source.type === 'EmailConfirmationRequested'
        ? composeEmailConfirmation(source, { ...settings, linkSecret: settings.linkSecret! })
        : source.type === 'PasswordResetRequested'
          ? composePasswordReset(source, { ...settings, linkSecret: settings.linkSecret! })
        : source.type === 'MessageWritten'
          ? await messageNotice(source)
          : composeStaffNotification(source, settings);
    if (!message) return 'nothing-to-send';

    const meta = (): CommandMeta => ({
      actor: { kind: 'system', name: 'notifications-worker' },
      correlationId: source.metadata.correlationId,
      causationId: source.id,
      now: new Date(),
    });
    // Named after their cause, so appending them again after a crash stores nothing twice.
    const eventIdOf = (_: number, event: { type: string; data: unknown }) =>
      stableEventId(`${event.type}:${eventId}:${(event.data as { attempt?: number }).attempt ?? ''}`, source.metadata.at);
    const sourceRef = { stream, eventId, type: source.type };
    try {
      await mailer.send(message);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof MailRejectedError;
      const { state: after } = await handleCommand(store, outcomeStream, notificationDecider, {
        type: 'RecordFailure',
        failure: { channel: mailer.channel, reason, source: sourceRef },
        permanent,
        maxAttempts,
      }, meta(), { eventId: eventIdOf });
      if (after.gaveUp || after.sent) return after.sent ? 'already-sent' : 'gave-up';
      throw error;
    }
    await handleCommand(store, outcomeStream, notificationDecider, {
      type: 'RecordSent',
      // The outbox's text is the message itself (admins deliver it); a mail sent by SMTP is kept without a
      // link's token. A password reset link opens the account: the log never holds it, the outbox
      // signs it again when an admin reads it (ADR 36).
      sent: {
        channel: mailer.channel,
        to: message.to,
        subject: message.subject,
        text: mailer.channel === 'outbox' && source.type !== 'PasswordResetRequested' ? message.text : withoutLinkTokens(message.text),
        source: sourceRef,
      },
    }, meta(), { eventId: eventIdOf });
    return 'sent';
  };
}
