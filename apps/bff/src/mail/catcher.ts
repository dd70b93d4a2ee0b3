import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * The embedded mail catcher of `npm start` (when no `SMTP_URL` is set): a real SMTP server on a local
 * port that keeps the last mails in memory, so a new user can read the ADF mail and the notification
 * in the dealer's console (GET /api/dealer/mail). Nothing leaves the machine.
 */
export interface CaughtMail {
  id: string;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  size: number;
  raw: string;
}

export class MailCatcher {
  private readonly mails: CaughtMail[] = [];
  private server: SMTPServer | null = null;
  port = 0;

  constructor(private readonly keep = 200) {}

  async start(port = 0, host = '127.0.0.1'): Promise<string> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      size: 5 * 1024 * 1024,
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          this.mails.unshift({
            id: randomUUID(),
            receivedAt: new Date().toISOString(),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: decodedSubject(raw),
            size: raw.length,
            raw,
          });
          this.mails.length = Math.min(this.mails.length, this.keep);
          callback();
        });
      },
    });
    const server = this.server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    return `smtp://${host}:${this.port}`;
  }

  /** Newest first; only mails to one of `recipients` (a dealer sees its own site's mail). */
  list(recipients: string[]): CaughtMail[] {
    const wanted = new Set(recipients.map((r) => r.toLowerCase()));
    return this.mails.filter((mail) => mail.to.some((to) => wanted.has(to)));
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** The Subject header, unfolded, with RFC 2047 UTF-8 words decoded. */
function decodedSubject(raw: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const match = /^subject:(.*(?:\r?\n[ \t].*)*)/im.exec(head);
  if (!match?.[1]) return '';
  return match[1]
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    )
    .trim();
}
