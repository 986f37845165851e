import { OneAtATime } from '../providers/local/one-at-a-time';

/** A task that runs until the test lets it finish, recording when it starts. */
function heldTask(log: string[], name: string) {
  let finish!: () => void;
  let begun!: () => void;
  const released = new Promise<void>((resolve) => (finish = resolve));
  const started = new Promise<void>((resolve) => (begun = resolve));
  return {
    started,
    task: async () => {
      log.push(`start ${name}`);
      begun();
      await released;
      log.push(`end ${name}`);
      return name;
    },
    finish: () => finish(),
  };
}

const open = () => new AbortController().signal;

describe('OneAtATime', () => {
  it('runs tasks one after another, in the order they came', async () => {
    const lane = new OneAtATime();
    const log: string[] = [];
    const a = heldTask(log, 'a');
    const b = heldTask(log, 'b');
    const first = lane.run(a.task, open());
    const second = lane.run(b.task, open());
    await a.started;
    // b waits while a runs; a macrotask later it still has not started.
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(['start a']);
    a.finish();
    await expect(first).resolves.toBe('a');
    b.finish();
    await expect(second).resolves.toBe('b');
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b']);
  });

  it('lets a task cancelled while waiting leave at once, and never runs it', async () => {
    const lane = new OneAtATime();
    const log: string[] = [];
    const a = heldTask(log, 'a');
    const b = heldTask(log, 'b');
    const c = heldTask(log, 'c');
    const controller = new AbortController();
    const first = lane.run(a.task, open());
    const second = lane.run(b.task, controller.signal);
    const third = lane.run(c.task, open());
    const reason = new Error('cancelled');
    controller.abort(reason);
    await expect(second).rejects.toBe(reason);
    a.finish();
    c.finish();
    await expect(first).resolves.toBe('a');
    await expect(third).resolves.toBe('c');
    expect(log).toEqual(['start a', 'end a', 'start c', 'end c']);
  });

  it('goes on after a task fails, and refuses a call cancelled before it starts', async () => {
    const lane = new OneAtATime();
    await expect(lane.run(() => Promise.reject(new Error('broken model')), open())).rejects.toThrow(
      'broken model',
    );
    await expect(lane.run(async () => 'next', open())).resolves.toBe('next');
    const reason = new Error('too late');
    await expect(lane.run(async () => 'never', AbortSignal.abort(reason))).rejects.toBe(reason);
  });
});
