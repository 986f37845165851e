import { z } from 'zod';

import { urlFilters } from '@/lib/url-filters';

const querySchema = z.object({
  q: z.string().trim().max(20).optional(),
  state: z.enum(['active', 'removed', 'all']).default('active'),
  flagged: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  page: z.coerce.number().int().min(1).default(1),
});
const filters = urlFilters(querySchema, ['q', 'state', 'flagged', 'page'], {
  defaults: { state: 'active' },
});

describe('urlFilters', () => {
  it('reads what the address holds, parsed by the call’s own schema', () => {
    expect(
      filters.fromSearch(new URLSearchParams('q=ada&state=removed&flagged=true&page=3')),
    ).toEqual({ q: 'ada', state: 'removed', flagged: true, page: 3 });
  });

  it('leaves out a parameter that does not parse, and the defaults', () => {
    expect(filters.fromSearch(new URLSearchParams('state=gone&page=0&q='))).toEqual({});
    expect(filters.fromSearch(new URLSearchParams('state=active&page=1'))).toEqual({});
  });

  it('writes the filters in a stable order, without page 1 or a default', () => {
    expect(filters.toSearch({ page: 1, state: 'active', q: 'ada' }).toString()).toBe('q=ada');
    expect(filters.toSearch({ page: 2, flagged: false, state: 'all' }).toString()).toBe(
      'state=all&flagged=false&page=2',
    );
  });

  it('says whether anything but the page narrows the list', () => {
    expect(filters.isFiltered({ page: 4 })).toBe(false);
    expect(filters.isFiltered({ q: 'ada' })).toBe(true);
  });

  it('reads a key its schema ties to another beside that other', () => {
    const runs = urlFilters(
      z
        .object({ workflowId: z.string().optional(), version: z.coerce.number().optional() })
        .refine((query) => query.version === undefined || query.workflowId !== undefined),
      ['workflowId', 'version'],
      { readWith: { version: ['workflowId'] } },
    );
    expect(runs.fromSearch(new URLSearchParams('workflowId=wf-1&version=2'))).toEqual({
      workflowId: 'wf-1',
      version: 2,
    });
    expect(runs.fromSearch(new URLSearchParams('version=2'))).toEqual({});
  });
});
