// Types for the TypeScript callers of build/check-page-bundle.mjs.
export const CHECK_PAGE_ENTRY: string;
export const CHECK_PAGE_BUNDLE: string;
export function checkPageBundleOptions(options: { outdir: string }): import('esbuild').BuildOptions;
/** Builds dist/check-page.mjs into `outdir`, its types (check-page.d.mts) beside it; resolves to the module's path. */
export function buildCheckPage(outdir: string): Promise<string>;
