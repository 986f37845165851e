import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { CSRF, registerAndSignIn, type SignedIn } from '@studio/infra/testing/test-users';
import { FEEDBACK_INTERVAL_MS, FEEDBACK_SNOOZE_MS } from '../domain/feedback/feedback-policy';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A content item of the creator's, made `ageMs` ago, with one stored image key. */
async function contentFor(creator: SignedIn, ageMs = 0): Promise<string> {
  const id = randomUUID();
  await t.database.db('content').insert({
    id,
    user_id: creator.user.id,
    name: 'White Packshot',
    type: 'static_image',
    created_at: new Date(Date.now() - ageMs),
  });
  await t.database
    .db('files')
    .insert({ key: `${id}.png`, content_type: 'image/png', byte_size: 1 });
  await t.database
    .db('content_images')
    .insert({ content_id: id, position: 0, file_key: `${id}.png` });
  return id;
}

const shouldShow = async (creator: SignedIn) =>
  (await creator.agent.get('/api/feedback-tracking/should-show').expect(200)).body.shouldShow;
const post = (creator: SignedIn, path: string, body?: object) =>
  creator.agent.post(`/api/feedback-tracking/${path}`).set(CSRF).send(body);
/** Moves the creator's prompt times and content back, as if `ms` had passed. */
async function travel(creator: SignedIn, ms: number) {
  const { db } = t.database;
  const back = (column: string) => db.raw('?? - ?::interval', [column, `${ms} milliseconds`]);
  await db('feedback_prompts')
    .where({ user_id: creator.user.id })
    .update({
      last_shown_at: back('last_shown_at'),
      snoozed_until: back('snoozed_until'),
      answered_at: back('answered_at'),
    });
  await db('content')
    .where({ user_id: creator.user.id })
    .update({ created_at: back('created_at') });
}

describe('feedback tracking', () => {
  it('asks only after content was generated, then at most once a day', async () => {
    const creator = await registerAndSignIn(t.app);
    expect(await shouldShow(creator)).toBe(false);

    await contentFor(creator);
    expect(await shouldShow(creator)).toBe(true);
    await post(creator, 'mark-shown').expect(200, { ok: true });
    expect(await shouldShow(creator)).toBe(false);

    // A day later, with no new content, there is nothing new to rate.
    await travel(creator, FEEDBACK_INTERVAL_MS + 60_000);
    expect(await shouldShow(creator)).toBe(false);
    await contentFor(creator);
    expect(await shouldShow(creator)).toBe(true);
  });

  it('new content within a day of an answered prompt does not ask again', async () => {
    const creator = await registerAndSignIn(t.app);
    const rated = await contentFor(creator);
    await post(creator, 'mark-shown').expect(200);
    await post(creator, 'submit-feedback', { contentId: rated, rating: 'Good' }).expect(201);
    await travel(creator, 60 * 60 * 1000);
    await contentFor(creator);
    expect(await shouldShow(creator)).toBe(false);
  });

  it('a prompt left unanswered comes back on the next new content', async () => {
    const creator = await registerAndSignIn(t.app);
    await contentFor(creator);
    await post(creator, 'mark-shown').expect(200);
    // The creator moved on without answering; nothing new yet, so nothing to ask.
    await travel(creator, 60 * 60 * 1000);
    expect(await shouldShow(creator)).toBe(false);
    await contentFor(creator);
    expect(await shouldShow(creator)).toBe(true);
  });

  it('"Not now" snoozes it for a week', async () => {
    const creator = await registerAndSignIn(t.app);
    await contentFor(creator);
    await post(creator, 'mark-shown').expect(200);
    await post(creator, 'not-now').expect(200, { ok: true });
    await travel(creator, FEEDBACK_SNOOZE_MS - 60 * 60 * 1000);
    await contentFor(creator);
    expect(await shouldShow(creator)).toBe(false);
    await travel(creator, 2 * 60 * 60 * 1000);
    expect(await shouldShow(creator)).toBe(true);
  });

  it('"Don\'t show again" is for good', async () => {
    const creator = await registerAndSignIn(t.app);
    await contentFor(creator);
    await post(creator, 'dont-show-again').expect(200, { ok: true });
    await travel(creator, 10 * FEEDBACK_SNOOZE_MS);
    await contentFor(creator);
    expect(await shouldShow(creator)).toBe(false);
  });

  it('stores a rating with its trimmed comment and the content’s own URLs', async () => {
    const creator = await registerAndSignIn(t.app);
    const contentId = await contentFor(creator);
    await post(creator, 'submit-feedback', {
      contentId,
      rating: 'Good',
      comment: '  Lovely shadow  ',
      contentUrls: ['https://elsewhere.example/not-ours.png'],
    }).expect(201, { ok: true });
    // A second opinion on the same item replaces the first; an empty comment is null.
    await post(creator, 'submit-feedback', { contentId, rating: 'Bad', comment: '   ' }).expect(
      201,
    );
    const rows = await t.database.db('feedback').where({ user_id: creator.user.id });
    expect(rows).toEqual([
      expect.objectContaining({
        content_id: contentId,
        rating: 'Bad',
        comment: null,
        content_urls: [`/files/${contentId}.png`],
      }),
    ]);
  });

  it('refuses a missing rating, and someone else’s content, storing nothing', async () => {
    const creator = await registerAndSignIn(t.app);
    const other = await registerAndSignIn(t.app);
    const contentId = await contentFor(other);
    const missing = await post(creator, 'submit-feedback', { contentId }).expect(400);
    expect(missing.body).toEqual({
      error: 'validation_error',
      message: 'rating: Please choose Good or Bad',
    });
    const foreign = await post(creator, 'submit-feedback', { contentId, rating: 'Good' }).expect(
      404,
    );
    expect(foreign.body.error).toBe('content_not_found');
    expect(await t.database.db('feedback').where({ content_id: contentId })).toEqual([]);
  });

  it('is for signed-in users only', async () => {
    await request(t.app.callback()).get('/api/feedback-tracking/should-show').expect(401);
  });
});
