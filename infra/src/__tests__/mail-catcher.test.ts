import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { startMailCatcher } from '../testing/mail-catcher';

// The browser tests read the stack's mail from the catcher's directory, one JSON file a mail.
// Specs run two at a time and sign up at once: every mail must get a file of its own.

it('files every mail of a burst sent at once, none over another', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'studio-mail-'));
  const catcher = await startMailCatcher({ dir });
  const transport = nodemailer.createTransport({
    url: catcher.url,
    pool: true,
    maxConnections: 5,
  } as never);
  try {
    const addresses = Array.from({ length: 20 }, (_, i) => `burst-${i}@example.com`);
    await Promise.all(
      addresses.map((to) =>
        transport.sendMail({ from: 'app@example.com', to, subject: 'Verify', text: `Hi ${to}` }),
      ),
    );
    const files = await readdir(dir);
    expect(files).toHaveLength(20);
    const filed = await Promise.all(
      files.map(
        async (f) =>
          (JSON.parse(await readFile(path.join(dir, f), 'utf8')) as { to: string[] }).to[0],
      ),
    );
    expect(filed.sort()).toEqual([...addresses].sort());
  } finally {
    transport.close();
    await catcher.close();
    await rm(dir, { recursive: true, force: true });
  }
});
