import { consoleFilters } from '../console-filters';

describe('the console filter in the URL', () => {
  it('reads every filter the API takes and writes the same string back', () => {
    const search = new URLSearchParams(
      'status=failed,cancelled&workflowId=5b1c4f1e-8a3e-4b55-9d2f-0c8b7a6e5d4c&version=2' +
        '&user=ann&errorCode=E005&test=false&demo=true&notReplayed=true' +
        '&from=2026-11-01T00:00:00.000Z&to=2026-11-02T00:00:00.000Z',
    );
    const filters = consoleFilters.fromSearch(search);
    expect(filters).toEqual({
      status: ['failed', 'cancelled'],
      workflowId: '5b1c4f1e-8a3e-4b55-9d2f-0c8b7a6e5d4c',
      version: 2,
      user: 'ann',
      errorCode: 'E005',
      test: false,
      demo: true,
      notReplayed: true,
      from: new Date('2026-11-01T00:00:00.000Z'),
      to: new Date('2026-11-02T00:00:00.000Z'),
    });
    expect(consoleFilters.toSearch(filters).toString()).toBe(
      new URLSearchParams({
        status: 'failed,cancelled',
        workflowId: '5b1c4f1e-8a3e-4b55-9d2f-0c8b7a6e5d4c',
        version: '2',
        user: 'ann',
        from: '2026-11-01T00:00:00.000Z',
        to: '2026-11-02T00:00:00.000Z',
        errorCode: 'E005',
        test: 'false',
        demo: 'true',
        notReplayed: 'true',
      }).toString(),
    );
  });

  it('leaves out what does not parse, and a version without its workflow', () => {
    const filters = consoleFilters.fromSearch(
      new URLSearchParams('status=lost&snapId=not-a-uuid&version=3&user=&errorCode=E005'),
    );
    expect(filters).toEqual({ errorCode: 'E005' });
    expect(consoleFilters.isFiltered(filters)).toBe(true);
    expect(
      consoleFilters.isFiltered(consoleFilters.fromSearch(new URLSearchParams('page=2'))),
    ).toBe(false);
  });
});
