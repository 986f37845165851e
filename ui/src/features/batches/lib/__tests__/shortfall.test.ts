import { shortfallOf } from '@/features/batches/lib/shortfall';
import { ApiError } from '@/lib/api-client';

const answer = (status: number, body: unknown) =>
  new ApiError({
    method: 'POST',
    path: '/api/batches',
    status,
    statusText: '',
    text: JSON.stringify(body),
  });

it("reads the 402's numbers", () => {
  const error = answer(402, {
    error: 'insufficient_tokens',
    message: 'This needs 15 tokens; you have 7.',
    requiredTokens: 15,
    currentTokens: 7,
    affordable: 2,
  });
  expect(shortfallOf(error)).toEqual({ requiredTokens: 15, currentTokens: 7, affordable: 2 });
});

it('is null for any other failure, or a 402 without the numbers', () => {
  expect(shortfallOf(new Error('offline'))).toBeNull();
  expect(shortfallOf(answer(409, { error: 'batch_finished' }))).toBeNull();
  expect(shortfallOf(answer(402, { error: 'insufficient_tokens', requiredTokens: 3 }))).toBeNull();
});
