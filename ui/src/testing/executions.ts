import { type ExecutionView } from '@studio/api/contract/executions';
import { act } from '@testing-library/react';

/** The White Packshot graph's three steps, all waiting. */
export const PACKSHOT_STEPS = [
  { id: 'photo', type: 'input.image', label: 'Image input', status: 'pending' },
  { id: 'packshot', type: 'image.packshot', label: 'Packshot', status: 'pending' },
  { id: 'out', type: 'output.content', label: 'Content output', status: 'pending' },
];

export function buildExecutionView(overrides: Partial<ExecutionView> = {}): ExecutionView {
  return {
    id: '50000000-0000-4000-8000-000000000001',
    status: 'queued',
    snap: { id: '40000000-0000-4000-8000-000000000001', name: 'White Packshot' },
    userId: '00000000-0000-4000-8000-000000000001',
    workflowVersionId: '60000000-0000-4000-8000-000000000001',
    version: 1,
    cost: 3,
    tokensReserved: 0,
    tokensCharged: 0,
    nodes: PACKSHOT_STEPS.map((step) => ({ ...step })),
    error: null,
    contentIds: [],
    replayOf: null,
    createdAt: '2025-03-01T10:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    ...overrides,
  };
}

/** The steps with these states, in order (the rest keep theirs). */
export function withSteps(...statuses: string[]) {
  return PACKSHOT_STEPS.map((step, i) => ({ ...step, status: statuses[i] ?? step.status }));
}

type Listener = (event: Event) => void;

/**
 * A stand-in for the browser's EventSource (jsdom has none): it records every stream opened,
 * and tests push events into it with `progress()` and `fail()`.
 */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readonly url: string;
  readyState = FakeEventSource.CONNECTING;
  onerror: Listener | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(url: string | URL) {
    this.url = String(url);
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: Listener) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }

  removeEventListener(type: string, listener: Listener) {
    this.listeners.get(type)?.delete(listener);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  get closed() {
    return this.readyState === FakeEventSource.CLOSED;
  }

  /** The server sends one `progress` event with this view. */
  progress(view: ExecutionView) {
    if (this.closed) throw new Error(`FakeEventSource: ${this.url} is closed`);
    this.readyState = FakeEventSource.OPEN;
    const event = new MessageEvent('progress', { data: JSON.stringify(view) });
    act(() => this.dispatch('progress', event));
  }

  /** The connection fails; with `giveUp` the browser stops retrying (an error answer). */
  fail({ giveUp = false }: { giveUp?: boolean } = {}) {
    this.readyState = giveUp ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    act(() => {
      const event = new Event('error');
      this.dispatch('error', event);
      this.onerror?.(event);
    });
  }

  private dispatch(type: string, event: Event) {
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener(event);
  }
}

/** Installs the fake for this test; returns the streams it opens. */
export function installFakeEventSource() {
  FakeEventSource.instances = [];
  Object.assign(window, { EventSource: FakeEventSource });
  return {
    /** The streams opened so far, oldest first. */
    get instances() {
      return FakeEventSource.instances;
    },
    /** The newest stream. */
    latest(): FakeEventSource {
      const latest = FakeEventSource.instances.at(-1);
      if (!latest) throw new Error('FakeEventSource: no stream was opened');
      return latest;
    },
  };
}

export function uninstallFakeEventSource() {
  Reflect.deleteProperty(window, 'EventSource');
  FakeEventSource.instances = [];
}
