import { http, HttpResponse } from 'msw';

import { ApiError, apiFetch, type HttpMethod, serverMessage } from '@/lib/api-client';
import { allRequests } from '@/testing/requests';
import { server } from '@/testing/server';

describe('api client', () => {
  let error: jest.SpyInstance;
  let warn: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => {});
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    error.mockRestore();
    warn.mockRestore();
  });

  it('GETs by default, with cookies and no CSRF header, and parses JSON', async () => {
    server.use(http.get('/api/things', () => HttpResponse.json({ ok: true })));

    await expect(apiFetch('/api/things')).resolves.toEqual({ ok: true });

    const [call] = allRequests();
    expect(call?.method).toBe('GET');
    expect(call?.credentials).toBe('include');
    expect(call?.headers.get('X-Requested-With')).toBeNull();
  });

  it.each(['post', 'put', 'patch'] as const)(
    '%s sends the CSRF header and a JSON body',
    async (method) => {
      server.use(http[method]('/api/things', () => HttpResponse.json({ ok: 1 })));

      await apiFetch('/api/things', {
        method: method.toUpperCase() as HttpMethod,
        body: { name: 'Mug' },
      });

      const [call] = allRequests();
      expect(call?.headers.get('X-Requested-With')).toBe('snapshot-studio');
      expect(call?.headers.get('Content-Type')).toBe('application/json');
      expect(call?.credentials).toBe('include');
      expect(call?.body).toEqual({ name: 'Mug' });
    },
  );

  it('delete sends the CSRF header too', async () => {
    server.use(http.delete('/api/things', () => HttpResponse.json({ ok: 1 })));

    await apiFetch('/api/things', { method: 'DELETE' });

    expect(allRequests()[0]?.headers.get('X-Requested-With')).toBe('snapshot-studio');
  });

  it('raises "{status}: {body}" for a non-OK answer and logs the call', async () => {
    const body = { error: 'invalid_credentials', message: 'Invalid email or password' };
    server.use(http.post('/api/auth/login', () => HttpResponse.json(body, { status: 401 })));

    const failure = await apiFetch('/api/auth/login', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe(`401: ${JSON.stringify(body)}`);
    expect(error).toHaveBeenCalledWith('API request failed for POST /api/auth/login', failure);
  });

  it('keeps the parsed body, its code and its message on the error', async () => {
    const body = {
      error: 'email_verification_required',
      message: 'Please verify your email.',
      requiresVerification: true,
    };
    server.use(http.post('/api/snaps/run', () => HttpResponse.json(body, { status: 403 })));

    const failure = (await apiFetch('/api/snaps/run', { method: 'POST' }).catch(
      (e: unknown) => e,
    )) as ApiError;

    expect(failure.status).toBe(403);
    expect(failure.code).toBe('email_verification_required');
    expect(failure.serverMessage).toBe('Please verify your email.');
    expect(failure.body).toEqual(body);
    expect(serverMessage(failure)).toBe('Please verify your email.');
  });

  it('types the code only when it is one of the API codes; the raw one stays in the body', async () => {
    server.use(
      http.get('/api/things', () =>
        HttpResponse.json({ error: 'Something unheard of', message: 'No.' }, { status: 418 }),
      ),
    );

    const failure = (await apiFetch('/api/things').catch((e: unknown) => e)) as ApiError;

    expect(failure.code).toBeUndefined();
    expect(failure.body).toMatchObject({ error: 'Something unheard of' });
  });

  it('uses the status text when the error body is empty', async () => {
    server.use(
      http.get(
        '/api/things',
        () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' }),
      ),
    );

    await expect(apiFetch('/api/things')).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it('keeps a body that is not JSON as text', async () => {
    server.use(
      http.get('/api/things', () => new HttpResponse('upstream exploded', { status: 500 })),
    );

    const failure = (await apiFetch('/api/things').catch((e: unknown) => e)) as ApiError;

    expect(failure.message).toBe('500: upstream exploded');
    expect(failure.body).toBe('upstream exploded');
    expect(failure.serverMessage).toBeUndefined();
  });

  it('answers null with a warning for an empty body', async () => {
    server.use(http.post('/api/auth/logout', () => new HttpResponse(null, { status: 200 })));

    await expect(apiFetch('/api/auth/logout', { method: 'POST' })).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith('Empty response body from POST /api/auth/logout');
  });

  it('raises "Failed to parse JSON response from {path}" for a body that is not JSON', async () => {
    server.use(http.get('/api/things', () => new HttpResponse('<html>oops</html>')));

    await expect(apiFetch('/api/things')).rejects.toThrow(
      'Failed to parse JSON response from /api/things',
    );
  });

  it('raises on 401 by default', async () => {
    server.use(
      http.get('/api/credits/balance', () =>
        HttpResponse.json({ error: 'unauthorized' }, { status: 401 }),
      ),
    );

    await expect(apiFetch('/api/credits/balance', { method: 'GET' })).rejects.toMatchObject({
      status: 401,
    });
  });

  it('answers null on 401 when the query opts in, without logging', async () => {
    server.use(
      http.get('/api/auth/user', () =>
        HttpResponse.json({ error: 'unauthorized' }, { status: 401 }),
      ),
    );

    await expect(apiFetch('/api/auth/user', { on401: 'null' })).resolves.toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it('still raises other failures when 401 answers null', async () => {
    server.use(http.get('/api/auth/user', () => new HttpResponse('boom', { status: 500 })));

    await expect(apiFetch('/api/auth/user', { on401: 'null' })).rejects.toThrow('500: boom');
  });
});
