import request from 'supertest';
import sharp from 'sharp';
import { pixelAt, productPhoto, toDataUrl } from '@studio/infra/testing/test-images';
import { promoteToManager } from '../domain/users/user-admin';
import { flaggedPhoto } from '@studio/infra/testing/graph-runs';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { CSRF, registerAndSignIn, type SignedIn } from '@studio/infra/testing/test-users';

const PACKSHOT_SIZE = 320;
let t: TestApp;
let whitePackshotId: string;
let creator: SignedIn;

// Each demo needs a creator who has not had theirs yet.
beforeEach(async () => {
  creator = await registerAndSignIn(t.app);
});

beforeAll(async () => {
  t = await startTestApp({ imageSize: PACKSHOT_SIZE });

  const snaps = await request(t.app.callback()).get('/api/snaps').expect(200);
  whitePackshotId = snaps.body.find((s: { name: string }) => s.name === 'White Packshot').id;
});
afterAll(() => t.close());

const api = () => request(t.app.callback());
/** The signed-in creator's browser: session cookie and the CSRF header on changes. */
const as = () => creator.agent;
const executions = () =>
  t.database.db('executions').count<{ count: string }[]>('* as count').first();

describe('GET /api/snaps', () => {
  it('lists the seeded White Packshot snap with its tags and cost', async () => {
    const { body } = await api().get('/api/snaps').expect(200);
    expect(body).toContainEqual(
      expect.objectContaining({
        id: whitePackshotId,
        name: 'White Packshot',
        tags: expect.arrayContaining(['packshot']),
        cost: 2,
      }),
    );
  });
});

describe('POST /api/snaps/execute-demo', () => {
  it('runs the snap through Temporal and answers with a white packshot of the configured size', async () => {
    const image = toDataUrl(await productPhoto());
    const { body } = await as()
      .post('/api/snaps/execute-demo')
      .set(CSRF)
      .send({ snapId: whitePackshotId, inputs: { image } })
      .expect(200);

    expect(body).toEqual({
      success: true,
      content: {
        id: expect.any(String),
        contentUrls: [expect.stringMatching(/^\/files\/[0-9a-f]{64}\.png$/)],
      },
    });

    const file = await as()
      .get(body.content.contentUrls[0])
      .expect(200)
      .expect('Content-Type', 'image/png');
    const png = file.body as Buffer;
    expect(await sharp(png).metadata()).toMatchObject({
      width: PACKSHOT_SIZE,
      height: PACKSHOT_SIZE,
    });
    for (const [x, y] of [
      [0, 0],
      [PACKSHOT_SIZE - 1, 0],
      [0, PACKSHOT_SIZE - 1],
      [PACKSHOT_SIZE - 1, PACKSHOT_SIZE - 1],
    ] as const) {
      expect(await pixelAt(png, x, y)).toEqual([255, 255, 255]);
    }

    // The execution is recorded, and Temporal shows its workflow (id = execution id) completed.
    const execution = await t.database.db('executions').first();
    expect(execution).toMatchObject({ status: 'succeeded', snap_id: whitePackshotId });
    const content = await t.database.db('content').where({ id: body.content.id }).first();
    expect(content.execution_id).toBe(execution.id);
    const described = await t.worker.client.workflow.getHandle(execution.id).describe();
    expect(described.status.name).toBe('COMPLETED');
    expect(described.taskQueue).toBe(t.worker.taskQueue);
  });

  it('stores every file it serves with a record, and only those', async () => {
    const records = (await t.database.db('files').select('key')).map((r) => r.key).sort();
    expect((await t.storedFiles()).sort()).toEqual(records);
  });
});

describe('one free demo per user', () => {
  const demo = async (agent: SignedIn['agent']) =>
    agent
      .post('/api/snaps/execute-demo')
      .set(CSRF)
      .send({ snapId: whitePackshotId, inputs: { image: toDataUrl(await productPhoto()) } });

  it('refuses a second demo with 403 Demo limit exceeded', async () => {
    expect((await demo(as())).status).toBe(200);
    const second = await demo(as());
    expect(second.status).toBe(403);
    expect(second.body).toEqual({ error: 'demo_limit_exceeded', message: 'Demo limit exceeded' });
  });

  it('starts one execution when two demo requests race', async () => {
    const [a, b] = await Promise.all([demo(as()), demo(as())]);
    expect([a.status, b.status].sort()).toEqual([200, 403]);
    const rows = await t.database
      .db('executions')
      .where({ user_id: creator.user.id, is_demo: true });
    expect(rows).toHaveLength(1);
  });

  it('answers sensitive content with the 422 the demo modal expects, and allows another try', async () => {
    const flagged = await as()
      .post('/api/snaps/execute-demo')
      .set(CSRF)
      .send({ snapId: whitePackshotId, inputs: { image: toDataUrl(await flaggedPhoto()) } });
    expect(flagged.status).toBe(422);
    expect(flagged.body).toMatchObject({
      errorType: 'SENSITIVE_CONTENT',
      errorCode: 'E005',
      error: 'sensitive_content',
    });
    expect((await demo(as())).status).toBe(200);
  });
});

describe('ownership', () => {
  it('refuses signed-out callers with 401', async () => {
    const { body } = await api()
      .post('/api/snaps/execute-demo')
      .set(CSRF)
      .send({ snapId: whitePackshotId, inputs: { image: toDataUrl(await productPhoto()) } })
      .expect(401);
    expect(body).toEqual({ error: 'unauthorized', message: 'Please sign in to continue.' });
  });

  it('records the creator as owner and serves the files only to them (and managers)', async () => {
    const { body } = await as()
      .post('/api/snaps/execute-demo')
      .set(CSRF)
      .send({ snapId: whitePackshotId, inputs: { image: toDataUrl(await productPhoto()) } })
      .expect(200);
    const content = await t.database.db('content').where({ id: body.content.id }).first();
    expect(content.user_id).toBe(creator.user.id);
    const execution = await t.database.db('executions').where({ id: content.execution_id }).first();
    expect(execution).toMatchObject({ user_id: creator.user.id, is_demo: true });

    const url = body.content.contentUrls[0];
    await api().get(url).expect(401);
    const stranger = await registerAndSignIn(t.app);
    const refused = await stranger.agent.get(url).expect(404);
    expect(refused.body).toEqual({ error: 'file_not_found', message: 'No such file.' });
    // The creator's upload (the execution's input) is theirs too, and only theirs.
    await as().get(`/files/${execution.input_file_key}`).expect(200);
    await stranger.agent.get(`/files/${execution.input_file_key}`).expect(404);

    const manager = await registerAndSignIn(t.app);
    await promoteToManager(t.database.db, manager.email);
    await manager.agent.get(url).expect(200);
  });
});

describe('bad input to execute-demo loses nothing', () => {
  let before: { executions: string; files: string[] };
  beforeEach(async () => {
    before = { executions: (await executions())!.count, files: await t.storedFiles() };
  });
  afterEach(async () => {
    expect((await executions())!.count).toBe(before.executions);
    expect(await t.storedFiles()).toEqual(before.files);
  });

  it('answers 400 invalid_image for bytes that are not an image', async () => {
    const { body } = await as()
      .post('/api/snaps/execute-demo')
      .set(CSRF)
      .send({
        snapId: whitePackshotId,
        inputs: { image: toDataUrl(Buffer.from('%PDF-1.7 not an image'), 'image/png') },
      })
      .expect(400);
    expect(body).toEqual({ error: 'invalid_image', message: 'Please select valid image files' });
  });

  it('answers 400 invalid_image for an undecodable data URL', async () => {
    const { body } = await as()
      .post('/api/snaps/execute-demo')
      .set(CSRF)
      .send({ snapId: whitePackshotId, inputs: { image: 'data:image/png;base64,%%%' } })
      .expect(400);
    expect(body).toEqual({ error: 'invalid_image', message: 'Please select valid image files' });
  });

  it('answers 413 for an image over the upload limit', async () => {
    const huge = await sharp({
      create: { width: 1400, height: 1400, channels: 3, background: '#345' },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const { body } = await as()
      .post('/api/snaps/execute-demo')
      .set(CSRF)
      .send({ snapId: whitePackshotId, inputs: { image: toDataUrl(huge) } })
      .expect(413);
    expect(body.error).toMatch(/too_large/);
    expect(body.message).toEqual(expect.any(String));
  });

  it('answers 404 snap_not_found for an unknown snap', async () => {
    const { body } = await as()
      .post('/api/snaps/execute-demo')
      .set(CSRF)
      .send({
        snapId: '00000000-0000-4000-8000-000000000000',
        inputs: { image: toDataUrl(await productPhoto()) },
      })
      .expect(404);
    expect(body).toEqual({ error: 'snap_not_found', message: 'No snap with this id exists.' });
  });

  it('answers 400 invalid_json for a malformed JSON body', async () => {
    const { body } = await as()
      .post('/api/snaps/execute-demo')
      .set(CSRF)
      .set('Content-Type', 'application/json')
      .send('{"snapId": ')
      .expect(400);
    expect(body).toEqual({ error: 'invalid_json', message: 'The request body is not valid JSON.' });
  });

  it('answers 400 validation_error naming the missing field', async () => {
    const { body } = await as()
      .post('/api/snaps/execute-demo')
      .set(CSRF)
      .send({ snapId: whitePackshotId })
      .expect(400);
    expect(body.error).toBe('validation_error');
    expect(body.message).toMatch(/^inputs/);
  });
});

describe('every error has one shape', () => {
  it('answers unknown API routes with 404 not_found and a request id', async () => {
    const response = await api().get('/api/nope').expect(404);
    expect(response.body).toEqual({ error: 'not_found', message: 'No such route: GET /api/nope' });
    expect(response.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('answers an unknown file with 404 file_not_found', async () => {
    const { body } = await as()
      .get(`/files/${'0'.repeat(64)}.png`)
      .expect(404);
    expect(body).toEqual({ error: 'file_not_found', message: 'No such file.' });
  });

  it('refuses keys that are not content addresses', async () => {
    await as().get('/files/..%2F..%2Fetc%2Fpasswd').expect(404);
  });
});
