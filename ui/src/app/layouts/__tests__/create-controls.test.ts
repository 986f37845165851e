import { createControlsAt } from '../create-controls';

describe('the create controls', () => {
  it('stand on a creator’s screens', () => {
    for (const path of ['/content', '/products', '/products/abc', '/create-content']) {
      expect(createControlsAt(path)).toEqual({ bottomBar: true, floatingButton: true });
    }
  });

  it('leave the manager’s tools: the panel, the workflow list and the editor', () => {
    for (const path of [
      '/manager',
      '/manager/workflow-executions',
      '/workflows',
      '/workflows/abc/editor',
    ]) {
      expect(createControlsAt(path)).toEqual({ bottomBar: false, floatingButton: false });
    }
  });

  it('keep the bottom bar but not the floating button in Settings', () => {
    expect(createControlsAt('/settings')).toEqual({ bottomBar: true, floatingButton: false });
  });

  it('are not fooled by a creator path that starts like a tool', () => {
    expect(createControlsAt('/managers-guide').bottomBar).toBe(true);
  });
});
