import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { type Logger } from 'pino';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the mail is about, logged in outbox mode so a person can follow it. */
  link?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP through nodemailer when `smtpUrl` is set. Without it, each mail is written as an .eml file
 * under `outboxDir` and its link is logged: a person on a fresh machine can still verify.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: Logger;
}): Mailer {
  if (options.smtpUrl) {
    // Bounded waits: a relay that hangs makes the send fail (and be logged), never hang silently.
    // nodemailer's SMTP transport reads `url` beside its other options; its types omit it.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    } as SMTPTransport.Options & { url: string });
    return {
      async send(mail) {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await mkdir(options.outboxDir, { recursive: true });
      // The wall clock, not the server's: under a fixed clock two mails to one address would
      // share a file name, and the second would overwrite the first.
      const file = path.join(
        options.outboxDir,
        // eslint-disable-next-line no-restricted-syntax -- a file name, not a rule's time (above)
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^\w.@-]/g, '_')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      options.logger.info(
        { to: mail.to, subject: mail.subject, link: mail.link, file },
        'mail written to the outbox (no SMTP_URL)',
      );
    },
  };
}
