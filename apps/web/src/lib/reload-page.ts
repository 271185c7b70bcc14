/** Loads the page again from the server (its own module, so a test can tell it was asked). */
export function reloadPage(): void {
  window.location.reload();
}
