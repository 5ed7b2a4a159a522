import { safeUrl } from '../../shared/safe-url';
import { RECIRCULATION_TYPES, type RecircType } from '../../stores/navigation/recirculation-types';

// Plain readers of the slot's structured props (links and sections come as JSON in data-props). Every link
// passes safeUrl; an entry without a name or a safe target is dropped alone; anything but a list is empty.

export interface SubnavLink {
  name: string;
  uri: string;
}

/** A part of the page to jump to (a recipe's Ingredients): its name and its element id. */
export interface SubnavSection {
  name: string;
  id: string;
}

type Fields = Record<string, unknown>;

const entries = (value: unknown): Fields[] =>
  Array.isArray(value)
    ? value.filter((entry): entry is Fields => typeof entry === 'object' && entry !== null && !Array.isArray(entry))
    : [];

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The shop bar's links ({ name, uri }). */
export function readLinks(value: unknown): SubnavLink[] {
  return entries(value).flatMap((entry) => {
    const name = text(entry.name);
    const uri = safeUrl(entry.uri);
    return name && uri ? [{ name, uri }] : [];
  });
}

// An element id that is safe to put after '#' as it is.
const ELEMENT_ID = /^[A-Za-z][\w-]*$/;

/** In-page sections ({ name, id }); an id that is not a plain element id is dropped. */
export function readSections(value: unknown): SubnavSection[] {
  return entries(value).flatMap((entry) => {
    const name = text(entry.name);
    const id = text(entry.id);
    return name && ELEMENT_ID.test(id) ? [{ name, id }] : [];
  });
}

/** The rec_type of a page: the slot's, else the page type's own (post, recipe); null when neither is known. */
export function recType(requested: string | undefined, pageType: string): RecircType | null {
  const types: readonly string[] = RECIRCULATION_TYPES;
  if (requested && types.includes(requested)) return requested as RecircType;
  return pageType === 'post' || pageType === 'recipe' ? pageType : null;
}

/** An absolute http(s) URL for sharing: a safe URL from the server (a path is resolved on this page), else this page. */
export function absoluteUrl(url: string | undefined): string | null {
  const safe = safeUrl(url);
  return safe ? new URL(safe, window.location.href).href : null;
}

/** This page without its fragment: what is shared when the server names nothing. */
export function thisPage(): string {
  return window.location.origin + window.location.pathname + window.location.search;
}
