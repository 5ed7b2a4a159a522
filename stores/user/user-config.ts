import * as v from 'valibot';
import { siteConfigSchema, type ConfigKey, type SiteConfig } from '../../shared/config/schema';
import { configValueOrUndefined } from '../../shared/config/site-config';

/**
 * A config value, or the schema's default when the page's value is bad: a malformed path or e-mail in the
 * page must not stop the header from knowing who is logged in.
 */
export function userConfig<K extends ConfigKey>(key: K): SiteConfig[K] {
  return configValueOrUndefined(key) ?? (v.getDefault(siteConfigSchema[key]) as SiteConfig[K]);
}
