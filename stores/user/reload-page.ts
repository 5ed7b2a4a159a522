/** Its own function so tests can tell a reload from a flash. */
export function reloadPage(): void {
  window.location.reload();
}
