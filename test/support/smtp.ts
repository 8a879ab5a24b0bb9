import type { AddressInfo } from 'node:net';

import type { PrismaClient } from '@rihla/db';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach } from 'vitest';

import { createSender, type Sender } from '../../worker/src/emails/sender.ts';
import { resetDatabase } from '../db.ts';

/** A message as the in-process SMTP server received it. */
export type ReceivedMail = {
  to: string[];
  messageId: string;
  subject: string;
  text: string;
  html: string;
  /** The whole message as received (attachments included). */
  raw: string;
};

/**
 * A real SMTP server on a free local port: what the outbox sends travels nodemailer's real SMTP path. `refuse(n)`
 * makes the next n messages fail with a temporary error, as a busy relay does.
 */
export async function startSmtpServer() {
  const messages: ReceivedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          const err = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
          callback(err);
          return;
        }
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        messages.push({ to, ...parseMessage(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuse(count: number) {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

/**
 * A test file's SMTP server and a sender through it. Before each test the database is emptied, the received messages
 * cleared and refusals reset; after the file the server closes and the client disconnects.
 */
export function useSmtpServer(db: PrismaClient): { smtp: SmtpServer; sender: Sender } {
  const mail = {} as { smtp: SmtpServer; sender: Sender };
  beforeAll(async () => {
    mail.smtp = await startSmtpServer();
    mail.sender = createSender(mail.smtp.url, 'Rihla <no-reply@rihla.example>');
  });
  afterAll(async () => {
    await mail.smtp.close();
    await db.$disconnect();
  });
  beforeEach(async () => {
    await resetDatabase(db);
    mail.smtp.messages.length = 0;
    mail.smtp.refuse(0);
  });
  return mail;
}

/** The links of a message's plain text, in order. */
export const linksIn = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

function parseMessage(raw: string): Omit<ReceivedMail, 'to'> {
  const [head] = raw.split(/\r?\n\r?\n/);
  const headers = unfold(head);
  return {
    raw,
    messageId: headers['message-id'] ?? '',
    subject: headers.subject ?? '',
    text: partOf(raw, 'text/plain'),
    html: partOf(raw, 'text/html'),
  };
}

function unfold(head: string): Partial<Record<string, string>> {
  const headers: Partial<Record<string, string>> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function partOf(raw: string, type: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  const part = parts.find((candidate) => new RegExp(`Content-Type: ${type}`, 'i').test(candidate));
  if (!part) return '';
  const [head, ...rest] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
  const body = rest.join('\r\n\r\n').replace(/\r?\n$/, '');
  if (/quoted-printable/i.test(head))
    return Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  if (/base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}
