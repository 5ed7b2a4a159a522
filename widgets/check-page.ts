// The page checker's entry (dist/check-page.mjs, built by build/check-page-bundle.mjs): the contract's rules are
// in mount/check-page/; this hands them what mount/ may not import, the widgets' definitions and widget.json
// (`virtual:page-widgets`, build/entries.mjs) and the stores' config tables and ad slot reading. See
// mount/check-page/README.md.
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { siteConfigSchema } from '../shared/config/schema';
import { checkPageWith, type CheckOptions, type PageReport } from '../mount/check-page/check-page';
import { checkPageCli } from '../mount/check-page/cli';
import type { ContractTables } from '../mount/check-page/contract-tables';
import { readAdSlots } from '../stores/ads/ad-slots';
import { signInConfigSchema } from '../stores/auth/sign-in-config';
import { checkoutConfigSchema } from '../stores/checkout/checkout-config';
import { registryConfigSchema } from '../stores/registry/registry-config';
import { vitalsConfigSchema } from '../mount/vitals/vitals-config';
import { pageWidgets } from 'virtual:page-widgets';

export type { Finding } from '../mount/check-page/findings';
export type { CheckOptions, PageReport };

export const contractTables: ContractTables = {
  // The keys a widget reads while it runs (widget.json reads) fail it as its definition's do, only later: the same
  // ConfigError, so a bad one is the same error here.
  widgets: pageWidgets.map(({ definition, once, reads }) => ({
    name: definition.name,
    ...(definition.props ? { props: definition.props } : {}),
    ...(definition.config || reads.length ? { config: [...(definition.config ?? []), ...reads] } : {}),
    ...(once ? { once } : {}),
  })),
  // The order of build/schemas.mjs CONFIG_TABLES: the widgets' keys first.
  configTables: [siteConfigSchema, signInConfigSchema, registryConfigSchema, checkoutConfigSchema, vitalsConfigSchema],
  readAdSlots,
};

/** One page's findings (its HTML; `file` names it in the report; `csp`: policies its response carries). */
export function checkPage(html: string, options: CheckOptions): PageReport {
  return checkPageWith(contractTables, html, options);
}

/** `node dist/check-page.mjs ...` (npm run check-page). */
export function main(argv = process.argv.slice(2)): Promise<number> {
  return checkPageCli(argv, checkPage);
}

/** Whether Node runs this module (`node check-page.mjs ...`), not a program that imports it. */
function runAsCommand(script: string | undefined): boolean {
  try {
    return Boolean(script) && import.meta.url === pathToFileURL(realpathSync(script!)).href;
  } catch {
    // argv[1] is not a file: a REPL, `node -e`, or an importing program's own arguments.
    return false;
  }
}

if (runAsCommand(process.argv[1])) process.exitCode = await main();
