/** Screens of the manager's own tools: the panel, the workflow list and the editor. */
const MANAGER_TOOLS = /^\/(manager|workflows)(\/|$)/;

/** The workflow editor: a canvas that fills the window, whatever banners are shown above it. */
const WINDOW_TOOLS = /^\/workflows\/[^/]+\/editor\/?$/;

/**
 * Which of a signed-in user's create controls a screen shows. The bottom bar (phones) and the
 * floating button (wide screens) are a creator's shortcuts to make content or add a product; in
 * the manager's tools they only covered tables and the canvas, and in Settings the button sat
 * over the forms.
 */
export function createControlsAt(pathname: string): {
  bottomBar: boolean;
  floatingButton: boolean;
  /**
   * The screen is a tool that fills the window below the header and banners (the workflow
   * editor): the frame is the window's height, the screen takes what is left, and no footer.
   */
  fillsWindow: boolean;
} {
  const managerTool = MANAGER_TOOLS.test(pathname);
  return {
    bottomBar: !managerTool,
    floatingButton: !managerTool && pathname !== '/settings',
    fillsWindow: WINDOW_TOOLS.test(pathname),
  };
}
