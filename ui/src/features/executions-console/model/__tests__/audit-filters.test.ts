import { auditFilters } from '../audit-filters';

describe('the audit log filter in the URL', () => {
  it('reads every filter the API takes and writes the same string back', () => {
    const search = new URLSearchParams({
      actor: 'ops@',
      action: 'execution.cancel,bulk-replay.start',
      target: 'run-1',
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-02T00:00:00.000Z',
    });
    const filters = auditFilters.fromSearch(search);
    expect(filters).toEqual({
      actor: 'ops@',
      action: ['execution.cancel', 'bulk-replay.start'],
      target: 'run-1',
      from: new Date('2026-11-01T00:00:00.000Z'),
      to: new Date('2026-11-02T00:00:00.000Z'),
    });
    expect(auditFilters.toSearch(filters).toString()).toBe(search.toString());
  });

  it('leaves out what does not parse, and what is not its own', () => {
    const filters = auditFilters.fromSearch(
      new URLSearchParams('action=execution.explode&from=someday&actor=&target=x&bulkJob=1'),
    );
    expect(filters).toEqual({ target: 'x' });
    expect(auditFilters.isFiltered(filters)).toBe(true);
    expect(
      auditFilters.isFiltered(auditFilters.fromSearch(new URLSearchParams('cursor=abc'))),
    ).toBe(false);
  });
});
