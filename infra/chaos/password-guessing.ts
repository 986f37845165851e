/**
 * Chaos scenario `password-guessing`: the guessing throttle (api/src/auth/login-throttle.ts)
 * against the real API behind a proxy that forwards the client's address (TRUST_PROXY). Three
 * attacks at once, each on accounts of its own: wrong passwords for one account from a botnet of
 * addresses, one address hammering one account, and one address trying a few passwords on many
 * accounts (credential stuffing). Then each owner signs in, waiting only what the API tells them
 * (Retry-After). Promises: guesses are throttled per account and per address, as the rule says;
 * an owner is never kept out longer than the ceiling; nothing answers 5xx.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ADDRESS_FAILURES, CEILING_SECONDS, FREE_FAILURES } from '@studio/api/auth/login-throttle';
import { markEmailVerified, registerUser } from '@studio/api/domain/users/user-accounts';
import { startBenchStack } from '../bench/bench-stack';
import { JSON_REQUEST } from '../src/cluster/proxy-creators';
import { type ChaosReport, type ChaosSize } from './chaos-report';

const SIZES: Record<
  ChaosSize,
  { botnet: number; spreadMs: number; hammer: number; stuffing: number }
> = {
  // Spread over 70 s, the botnet's guesses climb the doubling waits to the 60 s ceiling.
  full: { botnet: 200, spreadMs: 70_000, hammer: 200, stuffing: 200 },
  short: { botnet: 30, spreadMs: 3_000, hammer: 30, stuffing: 110 },
};
/** The per-address-and-account limit (rate-limits.ts): 10 tries in 15 minutes. */
const ADDRESS_ACCOUNT_TRIES = 10;
/** Credential stuffing tries this many passwords per account: under the per-account free ones. */
const PER_STUFFED_ACCOUNT = FREE_FAILURES - 1;
const IN_FLIGHT = 8;
const PASSWORD = 'the owner knows this one';

interface Guess {
  status: number;
  retryAfter?: number;
}

export async function run(size: ChaosSize = 'full'): Promise<ChaosReport> {
  const sizes = SIZES[size];
  // As deployed behind a proxy: the client's address is the X-Forwarded-For the proxy sets.
  const stack = await startBenchStack({ extraEnv: { TRUST_PROXY: 'true' } });
  try {
    const owner = async () => {
      const email = `owner-${randomUUID().slice(0, 8)}@example.com`;
      const user = await registerUser(stack.db, {
        email,
        password: PASSWORD,
        firstName: 'Ow',
        lastName: 'Ner',
      });
      await markEmailVerified(stack.db, user.id);
      return email;
    };
    const login = async (email: string, password: string, address: string): Promise<Guess> => {
      const response = await fetch(`${stack.apiUrl}/api/auth/login`, {
        method: 'POST',
        headers: { ...JSON_REQUEST, 'x-forwarded-for': address },
        body: JSON.stringify({ email, password }),
      });
      await response.arrayBuffer();
      const retryAfter = response.headers.get('retry-after');
      return { status: response.status, retryAfter: retryAfter ? Number(retryAfter) : undefined };
    };
    /** The owner signs in from their own address, waiting what each refusal says. */
    const ownerSignsIn = async (email: string, address: string) => {
      const started = performance.now();
      const answers: Guess[] = [];
      for (let tries = 0; tries < 5; tries++) {
        const answer = await login(email, PASSWORD, address);
        answers.push(answer);
        if (answer.status !== 429) break;
        // The wait is the server's to say: Retry-After is the event the owner waits for.
        await sleep((answer.retryAfter ?? 1) * 1000);
      }
      return { answers, seconds: (performance.now() - started) / 1000 };
    };
    const [botnetOwner, hammeredOwner] = await Promise.all([owner(), owner()]);

    const attack = async (guesses: (() => Promise<Guess>)[], spreadMs?: number) => {
      const started = performance.now();
      const answers: Guess[] = [];
      if (spreadMs !== undefined) {
        // A botnet sends on its own schedule, whatever the answers: one guess every interval.
        const interval = spreadMs / guesses.length;
        await Promise.all(
          guesses.map(async (guess, i) => {
            await sleep(i * interval);
            answers.push(await guess());
          }),
        );
      } else {
        let next = 0;
        await Promise.all(
          Array.from({ length: IN_FLIGHT }, async () => {
            while (next < guesses.length) answers.push(await guesses[next++]!());
          }),
        );
      }
      return { answers, seconds: (performance.now() - started) / 1000 };
    };

    const address = (n: number) => `198.51.${Math.floor(n / 250)}.${(n % 250) + 1}`;
    const stuffedEmails = Array.from(
      { length: Math.ceil(sizes.stuffing / PER_STUFFED_ACCOUNT) },
      () => `stuffed-${randomUUID().slice(0, 8)}@example.com`,
    );
    const started = performance.now();
    const [botnet, hammer, stuffing] = await Promise.all([
      attack(
        Array.from(
          { length: sizes.botnet },
          (_, n) => () => login(botnetOwner, `guess ${n}`, address(n)),
        ),
        sizes.spreadMs,
      ).then(async (a) => ({ ...a, owner: await ownerSignsIn(botnetOwner, '192.0.2.10') })),
      attack(
        Array.from(
          { length: sizes.hammer },
          (_, n) => () => login(hammeredOwner, `guess ${n}`, '203.0.113.7'),
        ),
      ).then(async (a) => ({ ...a, owner: await ownerSignsIn(hammeredOwner, '192.0.2.11') })),
      attack(
        Array.from(
          { length: sizes.stuffing },
          (_, n) => () =>
            login(stuffedEmails[n % stuffedEmails.length]!, `password${n}`, '203.0.113.99'),
        ),
      ),
    ]);
    const seconds = (performance.now() - started) / 1000;

    const checked = (a: { answers: Guess[] }) => a.answers.filter((g) => g.status === 401).length;
    const refused = (a: { answers: Guess[] }) => a.answers.filter((g) => g.status === 429);
    const longestWait = (a: { answers: Guess[] }) =>
      Math.max(0, ...refused(a).map((g) => g.retryAfter ?? 0));
    const all = [botnet, hammer, stuffing, botnet.owner, hammer.owner].flatMap((a) => a.answers);
    const serverErrors = all.filter((g) => g.status >= 500).length;
    const unexpected = [botnet, hammer, stuffing]
      .flatMap((a) => a.answers)
      .filter((g) => g.status !== 401 && g.status !== 429).length;
    const owners = [botnet.owner, hammer.owner];
    const ownerWaits = owners.flatMap((o) => o.answers.map((g) => g.retryAfter ?? 0));
    const ownersIn = owners.every(
      (o) => o.answers.at(-1)?.status === 200 && o.seconds <= CEILING_SECONDS + 1,
    );
    const botnetBound = allowedChecks(botnet.seconds);
    const hammerBound = Math.min(ADDRESS_ACCOUNT_TRIES, allowedChecks(hammer.seconds));

    return {
      scenario: 'password-guessing',
      figures:
        `${sizes.botnet} guesses at one account from ${sizes.botnet} addresses over ${botnet.seconds.toFixed(0)} s: ${checked(botnet)} checked (the rule allows ${botnetBound}), longest wait ${longestWait(botnet)} s; ` +
        `${sizes.hammer} from one address at one account: ${checked(hammer)} checked, then the address waits ${longestWait(hammer)} s; ` +
        `${sizes.stuffing} from one address at ${stuffedEmails.length} accounts: ${checked(stuffing)} checked; ` +
        `owners in after ${botnet.owner.seconds.toFixed(1)} s and ${hammer.owner.seconds.toFixed(1)} s; ${all.length} requests in ${seconds.toFixed(0)} s, ${serverErrors} 5xx`,
      promises: [
        {
          promise: `guesses from many addresses are throttled per account (${FREE_FAILURES} free, then 1, 2, 4… s up to ${CEILING_SECONDS} s)`,
          held: checked(botnet) <= botnetBound && refused(botnet).length > 0,
          detail: `${checked(botnet)} checked, at most ${botnetBound} allowed`,
        },
        {
          promise: `guesses from one address are throttled per address (${ADDRESS_ACCOUNT_TRIES} at one account, ${ADDRESS_FAILURES} across accounts)`,
          held:
            checked(hammer) <= hammerBound &&
            checked(stuffing) <= ADDRESS_FAILURES &&
            refused(stuffing).length === sizes.stuffing - checked(stuffing),
          detail: `${checked(hammer)} checked at one account (at most ${hammerBound}), ${checked(stuffing)} across accounts`,
        },
        {
          promise: `an owner is never kept out longer than ${CEILING_SECONDS} s`,
          held: ownersIn && ownerWaits.every((w) => w <= CEILING_SECONDS),
          detail: owners
            .map((o) => `${o.answers.map((g) => g.status).join(',')} in ${o.seconds.toFixed(1)} s`)
            .join('; '),
        },
        {
          promise: 'every guess answers 401 or 429; no 5xx',
          held: unexpected === 0 && serverErrors === 0,
          detail: `${unexpected} other answers, ${serverErrors} 5xx`,
        },
      ],
    };
  } finally {
    await stack.stop();
  }
}

/**
 * The most wrong passwords the rule lets through at one account in `seconds`: the free ones and
 * the one that starts the waits, then one after each wait (1, 2, 4… s up to the ceiling). A
 * second of slack for the waits' whole-second rounding.
 */
function allowedChecks(seconds: number): number {
  let checks = FREE_FAILURES + 1;
  let budget = seconds + 1;
  for (let wait = 1; budget >= wait; wait = Math.min(2 * wait, CEILING_SECONDS)) {
    budget -= wait;
    checks++;
  }
  return checks;
}
