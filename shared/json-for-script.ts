// JSON that is safe inside an HTML <script> element: `<`, `>` and `&` cannot end the element or open a
// comment, and U+2028/U+2029 are escaped for engines that still treat them as line ends in script text.
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
