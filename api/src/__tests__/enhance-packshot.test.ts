import sharp from 'sharp';
import { flaggedPhoto } from '@studio/infra/testing/graph-runs';
import { startTestApp, type TestApp } from '@studio/infra/testing/test-app';
import { pixelAt, productPhoto, toDataUrl } from '@studio/infra/testing/test-images';
import { CSRF, type SignedIn } from '@studio/infra/testing/test-users';
import { registerVerified } from '@studio/infra/testing/verified-users';
import { enhancePackshotResponseSchema, type Product } from '../contract/products';
import { type ContentItem } from '../contract/content';
import { adjustCredits, getBalance } from '../domain/credits/ledger';

const PACKSHOT_SIZE = 160;
/** What the built-in White and Black Packshot graphs cost (see the seed). */
const PACKSHOT_COST = 2;
const STARTING_CREDITS = 20;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ imageSize: PACKSHOT_SIZE, startingCredits: STARTING_CREDITS });
});
afterAll(() => t.close());

async function productWith(creator: SignedIn, photos: Buffer[]): Promise<Product> {
  const { body } = await creator.agent
    .post('/api/products/create-from-images')
    .set(CSRF)
    .send({ name: 'Red box', images: photos.map((p) => toDataUrl(p)) })
    .expect(201);
  return body;
}

const packshot = (creator: SignedIn, body: object) =>
  creator.agent.post('/api/products/enhance-packshot').set(CSRF).send(body);

/** What must stay as it was when a packshot is refused: no execution, no content, no charge. */
async function sideEffects(userId: string) {
  return {
    executions: await t.database.db('executions').where({ user_id: userId }),
    content: await t.database.db('content').where({ user_id: userId }),
    balance: await getBalance(t.database.db, userId),
  };
}

describe('POST /api/products/enhance-packshot', () => {
  it('runs White Packshot on the main image for its cost, once, linking the content to the product', async () => {
    const creator = await registerVerified(t);
    const product = await productWith(creator, [await productPhoto()]);

    const { body } = await packshot(creator, {
      productId: product.id,
      workflowName: 'White Packshot',
      backgroundType: 'white',
    }).expect(200);
    const answer = enhancePackshotResponseSchema.parse(body);
    expect(answer).toMatchObject({
      success: true,
      error: null,
      createdContent: {
        productId: product.id,
        productName: 'Red box',
        contentUrls: [expect.stringMatching(/^\/files\/[0-9a-f]{64}\.png$/)],
        executionId: expect.any(String),
      },
      relatedContent: { additionalImages: [], totalItems: 1 },
    });
    // A packshot is the photo's own pixels: no fidelity verdict; lists leave the field out.
    expect(answer.createdContent!.productFidelity).toBeNull();
    expect(answer.relatedContent.contentRecords).toEqual([asListed(answer.createdContent!)]);

    // A real white packshot of the configured size.
    const file = (await creator.agent.get(answer.createdContent!.contentUrls[0]!).expect(200))
      .body as Buffer;
    expect(await sharp(file).metadata()).toMatchObject({
      width: PACKSHOT_SIZE,
      height: PACKSHOT_SIZE,
    });
    expect(await pixelAt(file, 0, 0)).toEqual([255, 255, 255]);

    // Charged the graph's cost exactly once, for an execution run for this product.
    expect(await getBalance(t.database.db, creator.user.id)).toBe(STARTING_CREDITS - PACKSHOT_COST);
    const execution = await t.database
      .db('executions')
      .where({ id: answer.createdContent!.executionId })
      .first();
    expect(execution).toMatchObject({
      product_id: product.id,
      cost: PACKSHOT_COST,
      is_demo: false,
    });
    const commits = await t.database
      .db('credit_entries')
      .where({ execution_id: execution.id, kind: 'commit' });
    expect(commits).toHaveLength(1);
    // The product's content lists it too.
    const listed = await creator.agent.get(`/api/content?productId=${product.id}`).expect(200);
    expect(listed.body.content.map((c: { id: string }) => c.id)).toEqual([
      answer.createdContent!.id,
    ]);
  });

  it('takes the chosen image of the product and relates all of the product’s content', async () => {
    const creator = await registerVerified(t);
    const second = await productPhoto({ width: 300, height: 300 });
    const product = await productWith(creator, [await productPhoto(), second]);

    const white = enhancePackshotResponseSchema.parse(
      (
        await packshot(creator, {
          productId: product.id,
          workflowName: 'White Packshot',
          backgroundType: 'white',
        }).expect(200)
      ).body,
    );
    const black = enhancePackshotResponseSchema.parse(
      (
        await packshot(creator, {
          productId: product.id,
          workflowName: 'Black Packshot',
          backgroundType: 'black',
          imageUrl: product.imageUrls[1],
        }).expect(200)
      ).body,
    );

    const blackFile = (await creator.agent.get(black.createdContent!.contentUrls[0]!).expect(200))
      .body as Buffer;
    expect(await pixelAt(blackFile, 0, 0)).toEqual([0, 0, 0]);
    const execution = await t.database
      .db('executions')
      .where({ id: black.createdContent!.executionId })
      .first();
    expect(`/files/${execution.input_file_key}`).toBe(product.imageUrls[1]);

    expect(black.relatedContent).toEqual({
      contentRecords: [asListed(black.createdContent!), asListed(white.createdContent!)],
      additionalImages: [product.imageUrls[1]],
      totalItems: 3,
    });
    expect(await getBalance(t.database.db, creator.user.id)).toBe(
      STARTING_CREDITS - 2 * PACKSHOT_COST,
    );
  });

  it('answers 402 insufficient_tokens when short, charging and starting nothing', async () => {
    const creator = await registerVerified(t);
    const product = await productWith(creator, [await productPhoto()]);
    await adjustCredits(t.database.db, {
      userId: creator.user.id,
      amount: -(STARTING_CREDITS - 1),
      reason: 'test: leave one credit',
    });
    const before = await sideEffects(creator.user.id);

    const { body } = await packshot(creator, {
      productId: product.id,
      workflowName: 'White Packshot',
      backgroundType: 'white',
    }).expect(402);
    expect(body).toEqual({
      error: 'insufficient_tokens',
      message: expect.any(String),
      requiredTokens: PACKSHOT_COST,
      currentTokens: 1,
    });
    expect(await sideEffects(creator.user.id)).toEqual(before);
  });

  it('answers a failed run with success:false and 502, giving the credits back', async () => {
    const creator = await registerVerified(t);
    // The local moderator flags pure magenta: the run fails after its credits were reserved.
    const product = await productWith(creator, [await flaggedPhoto()]);

    const { body } = await packshot(creator, {
      productId: product.id,
      workflowName: 'White Packshot',
      backgroundType: 'white',
    }).expect(502);
    expect(enhancePackshotResponseSchema.parse(body)).toEqual({
      success: false,
      error: 'Failed to create packshot. Please try again.',
      message: 'Failed to create packshot. Please try again.',
      createdContent: null,
      relatedContent: { contentRecords: [], additionalImages: [], totalItems: 0 },
    });
    expect(await getBalance(t.database.db, creator.user.id)).toBe(STARTING_CREDITS);
    const [execution] = await t.database.db('executions').where({ user_id: creator.user.id });
    expect(execution).toMatchObject({ status: 'failed', product_id: product.id });
    expect(await t.database.db('content').where({ user_id: creator.user.id })).toEqual([]);
  });

  describe('refused before anything runs', () => {
    let creator: SignedIn;
    let product: Product;
    beforeAll(async () => {
      creator = await registerVerified(t);
      product = await productWith(creator, [await productPhoto()]);
    });

    it.each([
      [
        'someone else’s product',
        async () => ({
          productId: (await productWith(await registerVerified(t), [await productPhoto()])).id,
        }),
        404,
        'product_not_found',
      ],
      [
        'a product id that does not exist',
        async () => ({ productId: '00000000-0000-4000-8000-000000000000' }),
        404,
        'product_not_found',
      ],
      [
        'a background that does not match the workflow',
        async () => ({ productId: product.id, backgroundType: 'black' }),
        400,
        'packshot_mismatch',
      ],
      [
        'an image that is not the product’s',
        async () => ({ productId: product.id, imageUrl: `/files/${'a'.repeat(64)}.png` }),
        400,
        'invalid_image_url',
      ],
      [
        'a product without images',
        async () => ({
          productId: (
            await creator.agent.post('/api/products').set(CSRF).send({ name: 'Bare' }).expect(201)
          ).body.id,
        }),
        400,
        'product_has_no_image',
      ],
      [
        'an unknown workflow',
        async () => ({ productId: product.id, workflowName: 'Gold Packshot' }),
        400,
        'validation_error',
      ],
    ])('%s', async (_, fields, status, error) => {
      const before = await sideEffects(creator.user.id);
      const { body } = await packshot(creator, {
        workflowName: 'White Packshot',
        backgroundType: 'white',
        ...(await fields()),
      }).expect(status);
      expect(body.error).toBe(error);
      expect(await sideEffects(creator.user.id)).toEqual(before);
    });
  });
});

/** A content item as lists show it: the detail's fidelity verdict left out. */
function asListed(item: ContentItem): Omit<ContentItem, 'productFidelity'> {
  const { productFidelity: _detailOnly, ...listed } = item;
  return listed;
}
