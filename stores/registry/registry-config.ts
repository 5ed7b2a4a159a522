import * as v from 'valibot';
import { path } from '../../shared/config/schema';

// The page config keys only the registry state reads (mount/README.md's table): validated here, so pages
// without a registry do not carry their rules. Read with configValueInOrUndefined: a bad value means no registry.

/** A registry path template: a path whose segment `0` is replaced by the registry id. */
const template = v.pipe(path, v.regex(/\/0(\/|$)/, 'a path with a /0/ segment for the registry id'));

export const registryConfigSchema = {
  /** The registry this page is about (a registry page, a gifter's basket); absent: none. */
  registryId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** The registry calls: path templates in which the segment `0` stands for the registry id. */
  registryPaths: v.optional(
    v.object({
      data: v.optional(template, '/shop/registry/0/ajax_data'),
      update: v.optional(template, '/shop/registry/0/ajax_update_item'),
      remove: v.optional(template, '/shop/registry/0/ajax_remove_item'),
      add: v.optional(template, '/shop/registry/0/ajax_add_item'),
      edit: v.optional(template, '/shop/registry/0/edit'),
    }),
    {},
  ),
};
