import { createControlsAt } from '../create-controls';

describe('the create controls', () => {
  it('stand on a creator’s screens', () => {
    for (const path of ['/content', '/products', '/products/abc', '/create-content']) {
      expect(createControlsAt(path)).toMatchObject({ bottomBar: true, floatingButton: true });
    }
  });

  it('leave the manager’s tools: the panel, the workflow list and the editor', () => {
    for (const path of [
      '/manager',
      '/manager/workflow-executions',
      '/workflows',
      '/workflows/abc/editor',
    ]) {
      expect(createControlsAt(path)).toMatchObject({ bottomBar: false, floatingButton: false });
    }
  });

  it('keep the bottom bar but not the floating button in Settings', () => {
    expect(createControlsAt('/settings')).toMatchObject({ bottomBar: true, floatingButton: false });
  });

  it('are not fooled by a creator path that starts like a tool', () => {
    expect(createControlsAt('/managers-guide').bottomBar).toBe(true);
  });

  it('let only the editor fill the window, with no footer under its canvas', () => {
    expect(createControlsAt('/workflows/abc/editor').fillsWindow).toBe(true);
    for (const path of ['/workflows', '/workflows/new', '/content', '/manager/workflow-executions'])
      expect(createControlsAt(path).fillsWindow).toBe(false);
  });
});
