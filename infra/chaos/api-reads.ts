/** One answer of the API to a reader: when it was asked and answered (performance.now()), what. */
export interface ReadAnswer {
  path: string;
  asked: number;
  answered: number;
  status: number;
  /** The error body's `error` code, when it had one. */
  code?: string;
}

/** A pause between one reader's requests: a steady stream like open pages refreshing, not a flood. */
const PAUSE_MS = 100;

/**
 * Signed-in readers asking `paths` in turn, each its next request as soon as the last one is
 * answered (after a short pause), until `stop` is called: every answer, timed.
 */
export function startApiReads(apiUrl: string, cookies: string[], paths: string[]) {
  const answers: ReadAnswer[] = [];
  let stopped = false;
  const readers = cookies.map(async (cookie, reader) => {
    for (let i = reader; !stopped; i++) {
      const readPath = paths[i % paths.length]!;
      const asked = performance.now();
      const answer = await fetch(`${apiUrl}${readPath}`, { headers: { cookie } }).then(
        async (response) => ({ status: response.status, body: await response.text() }),
        // No answer at all (the socket closed): recorded as status 0.
        () => ({ status: 0, body: '' }),
      );
      answers.push({ path: readPath, asked, answered: performance.now(), ...parse(answer) });
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
  });
  return {
    answers,
    async stop(): Promise<ReadAnswer[]> {
      stopped = true;
      await Promise.all(readers);
      return answers;
    },
  };
}

function parse(answer: { status: number; body: string }): { status: number; code?: string } {
  if (answer.status < 400) return { status: answer.status };
  try {
    return { status: answer.status, code: (JSON.parse(answer.body) as { error?: string }).error };
  } catch {
    return { status: answer.status };
  }
}
