import type { ContractTables } from './contract-tables';
import type { Finding } from './findings';
import { keyAt, valueAt, type PageElement } from './parse-page';
import type { PageConfig } from './config-rules';
import type { Slot } from './slots';

// Ads (widgets/ads/README.md, "The page: three parts"): with the ads widget on the page, every definition in the
// config's `adSlots` fills the element whose id is its name. A definition without one shows nothing: a warning,
// as a site may hand every page one list and let each place the containers it has room for (the fixture site
// does, fixtures/data/ad-slots.ts). An id the page repeats is an error: the page's to keep unique (mount/README.md,
// "Slots a CMS editor pastes"), and the second container never fills.
export function adFindings(
  elements: readonly PageElement[],
  slots: readonly Slot[],
  config: PageConfig,
  tables: ContractTables,
): Finding[] {
  const { value, block } = config;
  const ads = slots.find((slot) => slot.name === 'ads' && !slot.outer);
  if (!ads || !value || value.noAds === true || !Array.isArray(value.adSlots)) return [];
  // Each finding at what it is about in the config block: the definition's name, else the adSlots key.
  const listAt = (block && keyAt(block, ['adSlots'])) ?? block?.at ?? ads.element.at;
  const nameAt = (name: string | undefined) => (block && name !== undefined && valueAt(block, name)) || listAt;
  const { slots: adSlots, problems } = tables.readAdSlots(value.adSlots);
  const findings: Finding[] = problems.map((message) => ({
    rule: 'ad-slot',
    severity: 'warning',
    // The ads store names a definition `ad slot "ad-bottom"` (or by its place, `#2`, when it has no name).
    ...nameAt(/^ad slot "(.*?)" /.exec(message)?.[1]),
    widget: 'ads',
    message,
  }));
  for (const { name } of adSlots) {
    const [container, ...more] = elements.filter((element) => element.attributes.get('id') === name);
    if (!container) {
      findings.push({
        rule: 'ad-container',
        severity: 'warning',
        ...nameAt(name),
        widget: 'ads',
        message: `ad slot "${name}" has no container: no element with id="${name}" on this page, so it shows nothing here`,
      });
    }
    for (const extra of more) {
      findings.push({
        rule: 'ad-container',
        severity: 'error',
        ...extra.attributeAt('id'),
        widget: 'ads',
        message: `a second element with id="${name}" (the first is on line ${container!.at.line}); the ad fills only the first`,
      });
    }
  }
  return findings;
}
