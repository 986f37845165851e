import { outlastDatabaseOutage } from '../activities/database-outages';

/** What node-postgres throws while the server is down. */
const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
    code: 'ECONNREFUSED',
  });

describe('outlastDatabaseOutage', () => {
  it('runs the step again while the database is away, and answers once it is back', async () => {
    let calls = 0;
    const step = jest.fn(async () => {
      if (++calls < 3) throw refused();
      return 'saved';
    });
    await expect(outlastDatabaseOutage(step)).resolves.toBe('saved');
    expect(step).toHaveBeenCalledTimes(3);
  });

  it('throws any other error at once', async () => {
    const step = jest.fn(async () => {
      throw new Error('duplicate key value violates unique constraint');
    });
    await expect(outlastDatabaseOutage(step)).rejects.toThrow('duplicate key');
    expect(step).toHaveBeenCalledTimes(1);
  });

  it('gives up with the outage error when its patience runs out', async () => {
    await expect(
      outlastDatabaseOutage(() => Promise.reject(refused()), undefined, 800),
    ).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('stops waiting when the activity is cancelled', async () => {
    const cancelled = new AbortController();
    const waiting = outlastDatabaseOutage(() => Promise.reject(refused()), cancelled.signal);
    cancelled.abort();
    await expect(waiting).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
