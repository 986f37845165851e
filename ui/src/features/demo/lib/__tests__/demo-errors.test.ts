import { ApiError } from '@/lib/api-client';
import {
  DEMO_FAILED_MESSAGE,
  DEMO_LIMIT_MESSAGE,
  NO_SNAP_MESSAGE,
  NoSnapForWorkflowError,
  describeDemoFailure,
} from '@/features/demo/lib/demo-errors';

const apiError = (status: number, body: unknown) =>
  new ApiError({
    method: 'POST',
    path: '/api/snaps/execute-demo',
    status,
    statusText: '',
    text: JSON.stringify(body),
  });

const DEFAULT_SENSITIVE =
  'The content was flagged as sensitive and cannot be processed. Please try with different content or avoid trademark/copyrighted material.';

describe('describeDemoFailure (spec section 8)', () => {
  it('answers flagged content with the server text, or the default', () => {
    expect(
      describeDemoFailure(
        apiError(422, {
          error: 'sensitive_content',
          message: 'Nope, not this one.',
          errorType: 'SENSITIVE_CONTENT',
          errorCode: 'E005',
        }),
      ),
    ).toEqual({ kind: 'sensitive', message: 'Nope, not this one.' });
    expect(describeDemoFailure(apiError(422, { errorCode: 'E005' }))).toEqual({
      kind: 'sensitive',
      message: DEFAULT_SENSITIVE,
    });
    expect(describeDemoFailure(apiError(422, { errorType: 'SENSITIVE_CONTENT' })).kind).toBe(
      'sensitive',
    );
    expect(describeDemoFailure(apiError(422, { error: 'sensitive_content' })).kind).toBe(
      'sensitive',
    );
  });

  it('answers a used-up demo (403 or its code) with the purchase sentence', () => {
    expect(
      describeDemoFailure(
        apiError(403, { error: 'demo_limit_exceeded', message: 'Demo limit exceeded' }),
      ),
    ).toEqual({ kind: 'limit', message: DEMO_LIMIT_MESSAGE });
    expect(describeDemoFailure(apiError(403, { error: 'forbidden' })).kind).toBe('limit');
    expect(describeDemoFailure(apiError(429, { error: 'demo_limit_exceeded' })).kind).toBe('limit');
  });

  it('goes by the code, never by the wording of a message', () => {
    expect(describeDemoFailure(apiError(400, { message: 'Demo limit exceeded' })).kind).toBe(
      'failed',
    );
    expect(describeDemoFailure(new Error('Demo limit exceeded')).kind).toBe('failed');
  });

  it('names a workflow without a snap', () => {
    expect(describeDemoFailure(new NoSnapForWorkflowError('neon'))).toEqual({
      kind: 'no-snap',
      message: NO_SNAP_MESSAGE,
    });
  });

  it('answers anything else with the generic message', () => {
    expect(describeDemoFailure(apiError(500, { error: 'generation_failed' }))).toEqual({
      kind: 'failed',
      message: DEMO_FAILED_MESSAGE,
    });
    expect(describeDemoFailure(new TypeError('Failed to fetch')).kind).toBe('failed');
  });
});
