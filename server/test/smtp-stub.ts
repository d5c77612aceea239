import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent on the wire (headers and body, dot-unstuffed). */
  data: string;
}

export interface SmtpStub {
  url: string;
  received: ReceivedMail[];
  /** Resolves with the next message the stub receives. */
  next(): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A minimal SMTP server on loopback speaking the real protocol (RFC 5321: greeting, EHLO,
 * MAIL FROM, RCPT TO, DATA ending in CRLF.CRLF, QUIT), so tests exercise the real client.
 */
export async function startSmtpStub(): Promise<SmtpStub> {
  const received: ReceivedMail[] = [];
  const waiting: ((mail: ReceivedMail) => void)[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 stub.localhost ESMTP ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          waiting.shift()?.(current);
          current = { from: '', to: [], data: '' };
          reply('250 OK: queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 stub.localhost');
        else if (verb === 'MAIL') {
          current.from = line.replace(/^MAIL FROM:\s*/i, '');
          reply('250 OK');
        } else if (verb === 'RCPT') {
          current.to.push(line.replace(/^RCPT TO:\s*/i, ''));
          reply('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 OK');
        else reply('502 Command not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    next: () => new Promise((resolve) => waiting.push(resolve)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
