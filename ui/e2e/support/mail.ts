import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

import { expect } from '@playwright/test';
import { requiredEnv } from './env';

/** A mail as the stack's SMTP catcher files it (infra/src/testing/mail-catcher.ts). */
export type CaughtMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
};

const mailDir = () => requiredEnv('E2E_MAIL_DIR');

async function mailsTo(address: string): Promise<CaughtMail[]> {
  const dir = mailDir();
  const files = await readdir(dir).catch(() => [] as string[]);
  const mails: CaughtMail[] = [];
  for (const file of files.filter((f) => f.endsWith('.json')).sort()) {
    try {
      mails.push(JSON.parse(await readFile(path.join(dir, file), 'utf8')) as CaughtMail);
    } catch {
      // Still being written; the next poll reads it.
    }
  }
  return mails.filter((mail) => mail.to.includes(address.toLowerCase()));
}

/**
 * Waits for the link to `route` (e.g. '/verify-email') in a mail to `address`, and answers it as
 * a path with its query, to open against the app under test. With `after`, only mails received
 * later count (a second reset mail, say).
 */
export async function waitForMailedLink(
  address: string,
  route: '/verify-email' | '/reset-password',
  { after }: { after?: Date } = {},
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await mailsTo(address)).filter(
          (mail) => !after || new Date(mail.receivedAt) >= after,
        );
        for (const mail of mails.reverse()) {
          const match = `${mail.text}\n${mail.html}`.match(
            new RegExp(`https?://[^\\s"'<>]+${route}\\?token=[^\\s"'<>&]+`),
          );
          if (match) {
            const url = new URL(match[0]);
            link = `${url.pathname}${url.search}`;
            return true;
          }
        }
        return false;
      },
      { message: `a mail to ${address} with a ${route} link`, timeout: 15_000 },
    )
    .toBe(true);
  return link!;
}
