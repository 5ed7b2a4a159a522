// Their own functions so tests can tell a reload or a navigation from a flash.

export function reloadPage(): void {
  window.location.reload();
}

export function goToPage(url: string): void {
  window.location.assign(url);
}
