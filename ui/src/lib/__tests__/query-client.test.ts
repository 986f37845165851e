import { createQueryClient, queryFreshness } from '@/lib/query-client';

// Values are written out in milliseconds on purpose, so a wrong unit in the module fails here.
describe('createQueryClient', () => {
  it('applies the default query behaviour from spec section 9', () => {
    const queries = createQueryClient().getDefaultOptions().queries;

    expect(queries).toMatchObject({
      staleTime: 30_000,
      gcTime: 300_000,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnMount: true,
      refetchOnReconnect: true,
      refetchInterval: false,
    });
  });

  it('never retries mutations', () => {
    expect(createQueryClient().getDefaultOptions().mutations).toEqual({ retry: false });
  });

  it('creates a separate cache every time', () => {
    const first = createQueryClient();
    first.setQueryData(['probe'], 1);

    expect(createQueryClient().getQueryData(['probe'])).toBeUndefined();
  });

  it('lets a query fail at once instead of retrying', async () => {
    const client = createQueryClient();
    const queryFn = jest.fn().mockRejectedValue(new Error('500: boom'));

    await expect(client.fetchQuery({ queryKey: ['failing'], queryFn })).rejects.toThrow(
      '500: boom',
    );
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});

describe('queryFreshness', () => {
  it('matches the per-resource table of spec section 9', () => {
    expect(queryFreshness).toEqual({
      products: { staleTime: 600_000, gcTime: 1_800_000 },
      snaps: { staleTime: 900_000, gcTime: 1_800_000 },
      workflows: { staleTime: 600_000, gcTime: 1_800_000 },
      categories: { staleTime: 1_200_000, gcTime: 3_600_000 },
      content: { staleTime: 0, gcTime: 300_000, refetchOnWindowFocus: true },
      user: { staleTime: 120_000, gcTime: 300_000 },
      transactions: { staleTime: 30_000, gcTime: 120_000 },
      stats: { staleTime: 60_000, gcTime: 300_000 },
    });
  });
});
