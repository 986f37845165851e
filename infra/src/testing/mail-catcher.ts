import { EventEmitter } from 'node:events';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../free-port';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

export interface MailCatcher {
  /** `smtp://127.0.0.1:<port>`, for the app's SMTP_URL. */
  url: string;
  mails: CaughtMail[];
  /** Resolves with the first mail to `to` (already caught or still to come) that matches. */
  waitForMail(
    to: string,
    matches?: (mail: CaughtMail) => boolean,
    timeoutMs?: number,
  ): Promise<CaughtMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server that keeps what it receives: the app sends mail exactly as it would to a
 * relay. With `dir`, each mail is also written there as JSON (the browser tests read those).
 */
export async function startMailCatcher(options: { dir?: string } = {}): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const arrivals = new EventEmitter();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.once('end', () =>
        handle(Buffer.concat(chunks)).then(
          () => done(),
          (error: Error) => done(error),
        ),
      );
    },
  });
  const handle = (raw: Buffer) =>
    PostalMime.parse(raw).then(async (parsed) => {
      const mail: CaughtMail = {
        to: (parsed.to ?? []).map((a) => ('address' in a ? (a.address ?? '') : '').toLowerCase()),
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: parsed.html ?? '',
        receivedAt: new Date().toISOString(),
      };
      // The file's name is fixed before the first await: two mails taken in the same millisecond
      // once both read `mails.length` after it, got one name, and the second overwrote the first.
      const name = `${Date.now()}-${mails.push(mail)}.json`;
      if (options.dir) {
        await mkdir(options.dir, { recursive: true });
        await writeFile(path.join(options.dir, name), JSON.stringify(mail));
      }
      arrivals.emit('mail', mail);
    });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitForMail(to, matches = () => true, timeoutMs = 10_000) {
      const wanted = (mail: CaughtMail) => mail.to.includes(to.toLowerCase()) && matches(mail);
      const already = mails.find(wanted);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          arrivals.off('mail', listener);
          reject(
            new Error(
              `No mail to ${to} within ${timeoutMs} ms (caught: ${mails.map((m) => m.to.join()).join('; ') || 'none'})`,
            ),
          );
        }, timeoutMs);
        const listener = (mail: CaughtMail) => {
          if (!wanted(mail)) return;
          clearTimeout(timer);
          arrivals.off('mail', listener);
          resolve(mail);
        };
        arrivals.on('mail', listener);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text that goes to `route` (e.g. `/verify-email`). */
export function linkIn(mail: CaughtMail, route: string): string {
  const link = mail.text.match(
    new RegExp(`https?://\\S+${route.replace(/\//g, '\\/')}\\?token=[\\w%-]+`),
  )?.[0];
  if (!link) throw new Error(`No ${route} link in the mail "${mail.subject}"`);
  return link;
}
