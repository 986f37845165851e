import request from 'supertest';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { productPhoto, toDataUrl } from '@studio/infra/testing/test-images';
import { CSRF } from '@studio/infra/testing/test-users';
import { registerVerified } from '@studio/infra/testing/verified-users';
import { findExecution } from '../domain/executions/execution-view';
import { watchExecution } from '../services/execution-progress';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ imageSize: 160 });
});
afterAll(() => t.close());

/** Starts a White Packshot through the API and answers its execution row. */
async function startPackshot() {
  const creator = await registerVerified(t);
  const snaps = (await request(t.app.callback()).get('/api/snaps').expect(200)).body as Array<{
    id: string;
    name: string;
  }>;
  const { body } = await creator.agent
    .post('/api/snaps/execute')
    .set(CSRF)
    .send({
      snapId: snaps.find((s) => s.name === 'White Packshot')!.id,
      inputs: { image: toDataUrl(await productPhoto()) },
    })
    .expect(202);
  return (await findExecution(t.database.db, body.executionId))!;
}

describe('watchExecution (the execution event stream)', () => {
  it('gives the terminal view as soon as the run ends, not at its next look', async () => {
    const execution = await startPackshot();
    const statuses: string[] = [];
    // Ten minutes between looks: only Temporal's word that the run ended can end this in time.
    const tenMinutes = 10 * 60 * 1000;
    for await (const view of watchExecution(
      t.deps,
      execution,
      new AbortController().signal,
      tenMinutes,
    )) {
      statuses.push(view.status);
    }
    expect(statuses.at(-1)).toBe('succeeded');
  });

  it('stops when its reader goes away, whether or not the run has ended', async () => {
    const execution = await startPackshot();
    const gone = new AbortController();
    const statuses: string[] = [];
    for await (const view of watchExecution(t.deps, execution, gone.signal, 60_000)) {
      statuses.push(view.status);
      gone.abort();
    }
    expect(statuses).toHaveLength(1);
  });
});
