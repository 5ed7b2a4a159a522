import * as v from 'valibot';
import { safeUrl } from '../../shared/safe-url';

/** The banner colours that get white text (shell spec, "Promo banner"); any other colour gets the default look. */
export const PROMO_COLOURS = ['forrest', 'turmeric', 'haskap', 'sage', 'butter', 'toast', 'sand'] as const;
export type PromoColour = (typeof PROMO_COLOURS)[number];

/** The Promo banner entity, made safe to show. */
export interface PromoBanner {
  bannerText: string;
  /** A safe link with its text, or null: an unsafe or missing path (or missing text) leaves the text without a link. */
  link: { path: string; text: string } | null;
  /** '' when there are none: then there is no Details button. */
  promoDetails: string;
  /** null for a missing or unknown colour. */
  color: PromoColour | null;
  placement: string;
}

// Trimmed with a transform rather than valibot's trim(): every valibot action a store adds lands in the runtime.
const trimmed = v.pipe(
  v.string(),
  v.transform((value) => value.trim()),
);
const text = v.fallback(trimmed, '');

const banner = v.object({
  banner_text: trimmed,
  link_path: v.optional(v.pipe(v.unknown(), v.transform(safeUrl))),
  link_text: text,
  promo_details: text,
  color: v.fallback(v.nullable(v.picklist(PROMO_COLOURS)), null),
  placement: text,
});

const body = v.object({ banner });

/**
 * The banner from an answer body `{ banner }`, or null when there is none to show: no `banner`, or one without
 * text. Every other field has a default, so an incomplete banner still shows what it has.
 */
export function readPromoBanner(answer: unknown): PromoBanner | null {
  const result = v.safeParse(body, answer);
  if (!result.success || !result.output.banner.banner_text) return null;
  const { banner_text, link_path, link_text, promo_details, color, placement } = result.output.banner;
  return {
    bannerText: banner_text,
    link: link_path && link_text ? { path: link_path, text: link_text } : null,
    promoDetails: promo_details,
    color,
    placement: placement || 'top',
  };
}
