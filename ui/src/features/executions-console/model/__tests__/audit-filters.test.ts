import {
  auditFiltersFromSearch,
  hasAuditFilters,
  searchFromAuditFilters,
  toggleAction,
} from '../audit-filters';

describe('the audit log filter in the URL', () => {
  it('reads every filter the API takes and writes the same string back', () => {
    const search = new URLSearchParams({
      actor: 'ops@',
      action: 'execution.cancel,bulk-replay.start',
      target: 'run-1',
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-02T00:00:00.000Z',
    });
    const filters = auditFiltersFromSearch(search);
    expect(filters).toEqual({
      actor: 'ops@',
      action: ['execution.cancel', 'bulk-replay.start'],
      target: 'run-1',
      from: new Date('2026-11-01T00:00:00.000Z'),
      to: new Date('2026-11-02T00:00:00.000Z'),
    });
    expect(searchFromAuditFilters(filters).toString()).toBe(search.toString());
  });

  it('leaves out what does not parse, and what is not its own', () => {
    const filters = auditFiltersFromSearch(
      new URLSearchParams('action=execution.explode&from=someday&actor=&target=x&bulkJob=1'),
    );
    expect(filters).toEqual({ target: 'x' });
    expect(hasAuditFilters(filters)).toBe(true);
    expect(hasAuditFilters(auditFiltersFromSearch(new URLSearchParams('cursor=abc')))).toBe(false);
  });

  it('toggles an action, keeping the contract’s order and none for an empty list', () => {
    expect(toggleAction(undefined, 'user.role')).toEqual(['user.role']);
    expect(toggleAction(['user.role'], 'execution.cancel')).toEqual([
      'execution.cancel',
      'user.role',
    ]);
    expect(toggleAction(['user.role'], 'user.role')).toBeUndefined();
  });
});
