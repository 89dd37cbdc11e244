import { createServer, type Server, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent, headers and body, dot-stuffing undone. */
  data: string;
}

export interface FakeSmtp {
  url: string;
  received: ReceivedMail[];
  stop(): Promise<void>;
}

/**
 * A small SMTP server on a free port, for the SMTP adapter's tests: it speaks the plain protocol
 * (no TLS, no authentication), keeps what it accepts, and answers each command as `reply` says
 * (default: accepts everything); `silent` never greets, or falls silent at the given command.
 */
export async function startFakeSmtp(
  options: { reply?: (command: string) => string | undefined; silent?: 'greeting' | string } = {},
): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (options.silent === 'greeting') return;
    socket.write('220 fake.example.com ESMTP\r\n');
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mail.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(mail);
          mail = { from: '', to: [], data: '' };
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.split(/[\s:]/, 1)[0]!.toUpperCase();
        if (options.silent === verb) return;
        const custom = options.reply?.(line);
        if (custom) {
          socket.write(`${custom}\r\n`);
          continue;
        }
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-fake.example.com\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') {
          mail.from = /<(.*)>/.exec(line)?.[1] ?? '';
          socket.write('250 2.1.0 OK\r\n');
        } else if (verb === 'RCPT') {
          mail.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
          socket.write('250 2.1.5 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 2.0.0 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
