import { executionViewSchema } from '@studio/api/contract/executions';

import { buildExecutionView, withSteps } from '@/testing/executions';
import {
  describeRunFailure,
  progressPercent,
  stepStateLabel,
  tokens,
} from '@/features/create-content/lib/run-outcome';

const view = (overrides: Parameters<typeof buildExecutionView>[0]) =>
  executionViewSchema.parse(buildExecutionView(overrides));

describe('progressPercent', () => {
  it('is the share of finished steps, and 100 once the run succeeded', () => {
    expect(progressPercent(null)).toBe(0);
    expect(progressPercent(view({ status: 'queued' }))).toBe(0);
    expect(
      progressPercent(view({ status: 'running', nodes: withSteps('succeeded', 'running') })),
    ).toBe(33);
    expect(
      progressPercent(view({ status: 'running', nodes: withSteps('succeeded', 'succeeded') })),
    ).toBe(67);
    expect(progressPercent(view({ status: 'succeeded', nodes: [] }))).toBe(100);
  });
});

describe('stepStateLabel', () => {
  it.each([
    ['pending', 'Waiting'],
    ['running', 'Running'],
    ['succeeded', 'Done'],
    ['failed', 'Failed'],
    ['cancelled', 'Cancelled'],
    ['skipped', 'Not run'],
  ] as const)('%s reads %s', (status, label) => {
    expect(stepStateLabel({ id: 'n', type: 't', label: 'Step', status })).toBe(label);
  });
});

describe('describeRunFailure', () => {
  it('says the run failed, at which step and why, and that the tokens came back', () => {
    const failure = describeRunFailure(
      view({
        status: 'failed',
        cost: 3,
        nodes: withSteps('succeeded', 'failed', 'cancelled'),
        error: { type: 'ProviderError', message: 'The model timed out.', nodeId: 'packshot' },
      }),
    );
    expect(failure).toEqual({
      headline: 'The run failed and your 3 tokens were refunded.',
      detail: 'Packshot: The model timed out.',
      sensitive: false,
    });
  });

  it('uses the sensitive-content sentence for E005', () => {
    const failure = describeRunFailure(
      view({
        status: 'failed',
        cost: 1,
        error: { type: 'SensitiveContent', message: 'Flagged', code: 'E005', nodeId: 'photo' },
      }),
    );
    expect(failure.sensitive).toBe(true);
    expect(failure.headline).toBe(
      'The content was flagged as sensitive and cannot be processed. Please try with different content or avoid trademark/copyrighted material. Your 1 token was refunded.',
    );
  });

  it('says nothing was charged when the tokens were never taken', () => {
    expect(
      describeRunFailure(
        view({ status: 'failed', error: { type: 'InsufficientCredits', message: 'Short' } }),
      ).headline,
    ).toBe('You no longer had enough tokens for this run, so nothing was charged.');
    expect(
      describeRunFailure(view({ status: 'failed', cost: 0, error: { type: 'X', message: 'y' } }))
        .headline,
    ).toBe('The run failed. Nothing was charged.');
  });

  it('tells a cancelled run apart', () => {
    expect(
      describeRunFailure(
        view({ status: 'cancelled', cost: 5, error: { type: 'Cancelled', message: 'Cancelled' } }),
      ).headline,
    ).toBe('The run was cancelled and your 5 tokens were refunded.');
  });

  it('counts tokens in words', () => {
    expect(tokens(1)).toBe('1 token');
    expect(tokens(4)).toBe('4 tokens');
  });
});
