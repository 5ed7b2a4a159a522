// Modules the build and the tests make (build/entries.mjs): TypeScript sees only their shape.
declare module 'virtual:server-widgets' {
  /** Every widget whose widget.json says `"ssr": true`: its definition.ts's default export. */
  export const serverWidgets: import('../mount/server/render-request').ServerWidgets;
}
declare module 'virtual:page-widgets' {
  /** Every widget: its definition.ts's default export, its widget.json `once` (why a page holds one slot) and `reads`. */
  export const pageWidgets: ReadonlyArray<{
    definition: import('../mount/mount-slot').WidgetDefinition<any>;
    once: import('../mount/check-page/contract-tables').OncePerPage | undefined;
    reads: readonly string[];
  }>;
}
