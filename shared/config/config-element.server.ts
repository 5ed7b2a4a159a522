// The server bundle's config-element.ts (build/server-bundle.mjs swaps it in): no page, so the render in
// progress hands over the config it was given, and configValue reads and validates it as it would the block.
let current: { textContent: string } | null = null;

export const configElement = (): { textContent: string | null } | null => current;

/** The config of the render about to run; undefined for none (every key takes its default). */
export function setServerConfig(config: Record<string, unknown> | undefined): void {
  current = config ? { textContent: JSON.stringify(config) } : null;
}
