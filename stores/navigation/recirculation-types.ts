/** What the recommended-content call recommends: `rec_type` (recirculation-payload.ts reads its answer). */
export const RECIRCULATION_TYPES = ['post', 'recipe', 'product'] as const;
export type RecircType = (typeof RECIRCULATION_TYPES)[number];
