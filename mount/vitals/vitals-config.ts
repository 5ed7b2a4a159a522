import * as v from 'valibot';

// The `vitals` key's own table (configValueIn): only the vitals entry reads it, so no widget carries its rules.
export const vitalsConfigSchema = {
  /** Field data (mount/vitals.ts): absent, nothing is loaded or sent. */
  vitals: v.optional(
    v.strictObject({
      /**
       * Where the beacon goes: a same-site path or an https URL. Its own rule, not shared/config/schema.ts's: a
       * bundle that takes one rule from there carries the whole table (its top-level calls stay).
       */
      endpoint: v.pipe(v.string(), v.regex(/^(\/[^/\s\\]|https:\/\/[^\s\\])[^\s\\]*$/, 'a path or an https URL')),
      /** The share of page views that report, from 0 (none) to 1 (every one). */
      sampleRate: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
      /**
       * The page as the beacon names it: the server's route template (`/users/:member`), a path without query or
       * hash. Absent: the path with each segment that holds a digit read as `:id` (mount/vitals/page-path.ts).
       * 512 is page-path.ts' MAX_PAGE_LENGTH, written out: importing it moved page-path into this entry's chunk
       * (120 B more gzip at load).
       */
      page: v.optional(v.pipe(v.string(), v.maxLength(512), v.regex(/^\/[^?#\s\\]*$/, 'a path without query or hash'))),
    }),
  ),
} satisfies Record<string, v.GenericSchema>;

export type VitalsConfig = NonNullable<v.InferOutput<(typeof vitalsConfigSchema)['vitals']>>;
