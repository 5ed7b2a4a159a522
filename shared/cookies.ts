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
export function cookieString(name: string, value: string, days: number, secure: boolean): string {
  const expiry =
    days > 0 ? `Max-Age=${Math.round(days * DAY_SECONDS)}` : 'Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
  return `${name}=${encodeURIComponent(value)}; ${expiry}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function setCookie(name: string, value: string, days: number): void {
  document.cookie = cookieString(name, value, days, location.protocol === 'https:');
}

export function removeCookie(name: string): void {
  setCookie(name, '', 0);
}
