/** Screens of the manager's own tools: the panel, the workflow list and the editor. */
const MANAGER_TOOLS = /^\/(manager|workflows)(\/|$)/;

/**
 * Which of a signed-in user's create controls a screen shows. The bottom bar (phones) and the
 * floating button (wide screens) are a creator's shortcuts to make content or add a product; in
 * the manager's tools they only covered tables and the canvas, and in Settings the button sat
 * over the forms.
 */
export function createControlsAt(pathname: string): {
  bottomBar: boolean;
  floatingButton: boolean;
} {
  const managerTool = MANAGER_TOOLS.test(pathname);
  return {
    bottomBar: !managerTool,
    floatingButton: !managerTool && pathname !== '/settings',
  };
}
