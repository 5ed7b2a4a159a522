import { safeUrl } from '../../shared/safe-url';
import { RECIRCULATION_TYPES, type RecircType } from './recirculation-types';

// The reader of GET /blog/ajax_recommended_content: `recommendedContent` (tiles of the asked type) and
// `collections` (the member's collection data, or null). Plain TypeScript, as navigation-payload.ts, so no
// valibot lands in the shared runtime. An entry without a name or a safe uri is dropped alone; a missing or
// mistyped list is no items (the view then shows no recirculation), never an error.

export { RECIRCULATION_TYPES, type RecircType };

/** One recommended item, as the sub-navigation shows it. */
export interface RecircItem {
  type: RecircType;
  /** The server's id, as text; '' when missing (items are keyed by uri). */
  id: string;
  name: string;
  uri: string;
  /** The smallest image of the set, when its url is safe. */
  image: { url: string; alt: string } | null;
  /** The author (posts, recipes) or the vendor (products). */
  byline: string;
}

export interface Recirculation {
  items: RecircItem[];
  /** `collections` as sent when it is an object (the user store reads it), else null. */
  collections: Record<string, unknown> | null;
}

type Fields = Record<string, unknown>;

function record(value: unknown): Fields | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : undefined;
}

/** Text from a string or a finite number; anything else is ''. */
function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

const IMAGE_SIZES = ['base', 'tablet', 'desktop', 'large_desktop'] as const;

/** The first image's smallest size with a safe url. */
function smallestImage(images: unknown, name: string): RecircItem['image'] {
  const first = record(Array.isArray(images) ? images[0] : undefined);
  if (!first) return null;
  for (const size of IMAGE_SIZES) {
    const url = safeUrl(record(first[size])?.url);
    if (url) return { url, alt: text(first.alt) || name };
  }
  return null;
}

function recircItem(value: unknown, fallbackType: RecircType): RecircItem | undefined {
  const fields = record(value);
  if (!fields) return undefined;
  const name = text(fields.name) || text(fields.title);
  const uri = safeUrl(fields.uri) ?? safeUrl(fields.path);
  if (!name || !uri) return undefined;
  const type = (RECIRCULATION_TYPES as readonly unknown[]).includes(fields.type)
    ? (fields.type as RecircType)
    : fallbackType;
  return {
    type,
    id: text(fields.id),
    name,
    uri,
    image: smallestImage(fields.images, name),
    byline: text(record(fields.user)?.name) || text(record(fields.vendor)?.name),
  };
}

/** Reads an answer of the recommended-content call; `type` is the rec_type asked for. Never throws. */
export function readRecirculation(body: unknown, type: RecircType): Recirculation {
  const fields = record(body);
  const entries: unknown = fields?.recommendedContent;
  const items = Array.isArray(entries) ? entries.flatMap((entry) => recircItem(entry, type) ?? []) : [];
  // The same item twice (by uri) would be the same link twice.
  const unique = items.filter((item, index) => items.findIndex((other) => other.uri === item.uri) === index);
  return { items: unique, collections: record(fields?.collections) ?? null };
}
