import { loadWorkerConfig } from '../config';

const BASE_ENV = { DATABASE_URL: 'postgres://localhost/test' };

describe('ERROR_LOG_RETENTION_DAYS (the worker configuration)', () => {
  it('is 30 days unless set (an empty value counts as unset)', () => {
    expect(loadWorkerConfig(BASE_ENV).errorLogRetentionDays).toBe(30);
    expect(
      loadWorkerConfig({ ...BASE_ENV, ERROR_LOG_RETENTION_DAYS: '' }).errorLogRetentionDays,
    ).toBe(30);
    expect(
      loadWorkerConfig({ ...BASE_ENV, ERROR_LOG_RETENTION_DAYS: '7' }).errorLogRetentionDays,
    ).toBe(7);
  });

  it.each(['0', '-3', '1.5', 'a week', '4000'])('refuses %j, naming the variable', (value) => {
    expect(() => loadWorkerConfig({ ...BASE_ENV, ERROR_LOG_RETENTION_DAYS: value })).toThrow(
      /ERROR_LOG_RETENTION_DAYS/,
    );
  });
});
