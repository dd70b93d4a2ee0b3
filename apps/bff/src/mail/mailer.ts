import nodemailer from 'nodemailer';
import type { MailMessage } from '../outbox/messages.js';

/**
 * Mail out through nodemailer over one SMTP URL per deployment (`SMTP_URL`, e.g.
 * `smtp://user:pass@mail.example:587` or `smtps://…`). Each send is one attempt: the outbox retries.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function smtpMailer(url: string, timeoutMs = 10_000): Mailer {
  const transport = nodemailer.createTransport(url, {
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    // The ADF body is XML text: keep its lines as written.
    disableFileAccess: true,
    disableUrlAccess: true,
  } as never);
  return {
    send: async (message) => {
      await transport.sendMail({ ...message, disableFileAccess: true, disableUrlAccess: true });
    },
    close: () => transport.close(),
  };
}
