// The page's CSP nonce (mount/README.md, "Content Security Policy"): the one on the page's loader script tag
// (or the first nonced script, on a page that includes entries itself). Scripts, preloads and stylesheets the
// bundle adds carry it, so a nonce-only policy allows them as 'strict-dynamic' does. Browsers hide the
// attribute once parsed (getAttribute gives ""); the `nonce` property keeps it.
export function pageNonce(): string {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}
