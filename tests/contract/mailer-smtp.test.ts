import { afterEach, describe, expect, it } from 'vitest';
import { MailRejectedError } from '@pt/contracts';
import { createSmtpMailer } from '@pt/infra';
import { startFakeSmtp, type FakeSmtp } from '../support/smtp';

// The SMTP adapter (nodemailer) against a small SMTP server of the test's own.
const servers: FakeSmtp[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop();
});
const start = async (options?: Parameters<typeof startFakeSmtp>[0]) => {
  const server = await startFakeSmtp(options);
  servers.push(server);
  return server;
};
const from = 'Coastal Motion Mobile PT <no-reply@coastalmotion.example.com>';
const message = { to: 'care@coastalmotion.example.com', subject: 'New contact message from Ana Diaz', text: 'Knee pain.\n.\nMornings are best.', replyTo: 'ana@example.com' };

describe('the SMTP mailer', () => {
  it('delivers a message with its sender, recipient, subject, reply address and text', async () => {
    const server = await start();
    await createSmtpMailer(server.url, from).send(message);
    expect(server.received).toHaveLength(1);
    const [mail] = server.received;
    expect(mail!.from).toBe('no-reply@coastalmotion.example.com');
    expect(mail!.to).toEqual(['care@coastalmotion.example.com']);
    expect(mail!.data).toMatch(/^Reply-To: ana@example\.com$/m);
    expect(mail!.data).toMatch(/^Subject: New contact message from Ana Diaz$/m);
    // A line of a lone dot in the text arrives whole (the protocol's dot-stuffing undone).
    expect(mail!.data).toContain('Knee pain.\r\n.\r\nMornings are best.');
  });

  it('says a refusal that a retry will not change is permanent (5xx), and a temporary one is not (4xx)', async () => {
    const refusing = await start({ reply: (line) => (line.startsWith('RCPT') ? '550 5.1.1 no such mailbox' : undefined) });
    const refused = await createSmtpMailer(refusing.url, from).send(message).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(MailRejectedError);

    const busy = await start({ reply: (line) => (line.startsWith('MAIL') ? '421 4.3.2 try again later' : undefined) });
    const later = await createSmtpMailer(busy.url, from).send(message).catch((error: unknown) => error);
    expect(later).toBeInstanceOf(Error);
    expect(later).not.toBeInstanceOf(MailRejectedError);
  });

  it('gives up on a server that never greets, or falls silent mid-message, as a failure to retry (timeouts from the URL)', async () => {
    const mute = await start({ silent: 'greeting' });
    const unanswered = await createSmtpMailer(`${mute.url}?greetingTimeout=200`, from).send(message).catch((error: unknown) => error);
    expect(unanswered).toBeInstanceOf(Error);
    expect(unanswered).not.toBeInstanceOf(MailRejectedError);
    expect(mute.received).toEqual([]);

    const stalled = await start({ silent: 'DATA' });
    const cut = await createSmtpMailer(`${stalled.url}?socketTimeout=200`, from).send(message).catch((error: unknown) => error);
    expect(cut).toBeInstanceOf(Error);
    expect(cut).not.toBeInstanceOf(MailRejectedError);
  });
});
