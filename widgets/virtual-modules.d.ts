// Modules the build and the tests make (build/entries.mjs): TypeScript sees only their shape.
declare module 'virtual:server-widgets' {
  /** Every widget whose widget.json says `"ssr": true`: its definition.ts's default export. */
  export const serverWidgets: import('../mount/server/render-request').ServerWidgets;
}
