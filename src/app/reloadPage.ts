/** Reloads the page: the one way the app does it (tests replace this module). */
export function reloadPage(): void {
  window.location.reload();
}
