const DAY_SECONDS = 86_400;

export function getCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** Every cookie we write is explicit about scope and lifetime; `Secure` wherever the page is https. */
export function setCookie(name: string, value: string, days: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    `${name}=${encodeURIComponent(value)}; Max-Age=${Math.round(days * DAY_SECONDS)}; Path=/; SameSite=Lax${secure}`;
}

export function removeCookie(name: string): void {
  setCookie(name, '', 0);
}
