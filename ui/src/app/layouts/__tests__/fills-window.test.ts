import { fillsWindowAt } from '../fills-window';

describe('screens that fill the window', () => {
  it('are only the editor: no footer under its canvas, whatever banner is shown', () => {
    expect(fillsWindowAt('/workflows/abc/editor')).toBe(true);
    for (const path of ['/workflows', '/workflows/new', '/content', '/manager/workflow-executions'])
      expect(fillsWindowAt(path)).toBe(false);
  });
});
