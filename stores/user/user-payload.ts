import * as v from 'valibot';
import { safeUrl, sitePath } from '../../shared/safe-url';

// The answer of /users/ajax_current (and the `customization` of the auth calls), read once at the edge:
// a missing or mistyped field becomes a safe default instead of failing the whole user, one bad list entry
// is dropped on its own, and every URL from it passes `safeUrl` before it can become a link or an image.

const LOYALTY_TIERS = ['INSIDER', 'VIP', 'PREMIER'] as const;
export type LoyaltyTier = (typeof LOYALTY_TIERS)[number];

export const COLLECTABLE_TYPES = ['recipe', 'post', 'product_sku'] as const;
export type CollectableType = (typeof COLLECTABLE_TYPES)[number];

export interface UserCollection {
  id: number;
  name: string;
  description: string;
  /** ISO 8601, as sent. */
  lastUsed: string | null;
}

export interface CollectionAssociation {
  collectionId: number;
  collectableType: CollectableType;
  collectableId: number;
}

export interface UserCollections {
  userCollections: UserCollection[];
  userCollectionAssociations: CollectionAssociation[];
  /** ISO 8601: the server's "a week ago", so recency does not depend on the visitor's clock. */
  serverOneWeekAgo: string | null;
  url: string | null;
}

/** The `base` group: the header view fields and the member's lists. */
export interface UserProfile {
  id: number | null;
  url: string | null;
  hasAvatar: boolean;
  imageUrl: string | null;
  redactedName: string;
  isLoyaltyMember: boolean;
  loyaltyTier: LoyaltyTier | null;
  selfServeReturnsEnabled: boolean;
  collections: UserCollections;
  user_following: { followedUserIds: number[] };
  /** voteable_id of each vote. */
  contest_vote: number[];
  /** The ratings' shape is not in the spec: objects are kept as sent. */
  recipes_show: { ratings: Array<Record<string, unknown>> };
}

export interface CurrentUser {
  /** null when the answer has no base data: the visitor is not logged in. */
  base: UserProfile | null;
  feed: { unobservedActivity: boolean };
  registrationModal: { show: boolean };
  /** From the st_cookie group, when it is a same-site path. */
  cookieSettingsPath: string | undefined;
  /** From the st_login group, when it is a same-site path. */
  loginSyncPath: string | undefined;
}

// Only valibot functions the bundle already uses (no union, record or parse): its one chunk is part of every
// page's runtime, which has a byte budget. Every schema given to `parse` falls back, so it cannot fail.
function parse<T extends v.GenericSchema>(schema: T, value: unknown): v.InferOutput<T> {
  return v.safeParse(schema, value).output as v.InferOutput<T>;
}

/** Keeps the entries that match `item`, drops the others; anything but an array is an empty list. */
function listOf<T extends v.GenericSchema>(item: T) {
  return v.pipe(
    v.fallback(v.array(v.unknown()), []),
    v.transform((entries) =>
      entries.flatMap((entry) => {
        const result = v.safeParse(item, entry);
        return result.success ? [result.output as v.InferOutput<T>] : [];
      }),
    ),
  );
}

/** An integer, or a string of digits. */
const id = v.pipe(
  v.unknown(),
  v.transform((value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value)),
  v.number(),
  v.integer(),
);
const text = (fallback: string) => v.fallback(v.string(), fallback);
const flag = v.fallback(v.boolean(), false);
const nullableText = v.fallback(v.nullable(v.string()), null);

/**
 * A field read by a function of the raw value. Built on `fallback` because valibot gives a missing key its
 * fallback without running the pipe, so `read(undefined)` is the fallback.
 */
function readField<T>(read: (value: unknown) => T) {
  return v.fallback(v.pipe(v.unknown(), v.transform(read)), () => read(undefined));
}

const url = readField((value) => safeUrl(value) ?? null);
/** A request target from the server: same-site paths only. */
const sitePathField = readField(sitePath);
const listOfRecords = (value: unknown): Array<Record<string, unknown>> =>
  Array.isArray(value) ? value.filter(isRecord) : [];
const fieldOf = (value: unknown, key: string): unknown => (isRecord(value) ? value[key] : undefined);

const collectionsSchema = v.object({
  userCollections: listOf(v.object({ id, name: text(''), description: text(''), lastUsed: nullableText })),
  userCollectionAssociations: listOf(
    v.object({ collectionId: id, collectableType: v.picklist(COLLECTABLE_TYPES), collectableId: id }),
  ),
  serverOneWeekAgo: nullableText,
  url,
});

/** An id, or an object with a `voteable_id`. */
const voteableId = v.pipe(
  v.unknown(),
  v.transform((vote) => (isRecord(vote) ? vote.voteable_id : vote)),
  id,
);

const baseSchema = v.object({
  id: v.fallback(v.nullable(id), null),
  url,
  hasAvatar: flag,
  imageUrl: url,
  redactedName: text(''),
  isLoyaltyMember: flag,
  loyaltyTier: v.fallback(v.nullable(v.picklist(LOYALTY_TIERS)), null),
  selfServeReturnsEnabled: flag,
  collections: readField((value) => parse(collectionsSchema, isRecord(value) ? value : {})),
  user_following: readField((value) => ({ followedUserIds: parse(listOf(id), fieldOf(value, 'followedUserIds')) })),
  contest_vote: listOf(voteableId),
  recipes_show: readField((value) => ({ ratings: listOfRecords(fieldOf(value, 'ratings')) })),
});

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** base data: an object with something in it that does not itself say the visitor is logged out. */
function readBase(value: unknown): UserProfile | null {
  if (!isRecord(value) || Object.keys(value).length === 0 || value.isLoggedIn === false) return null;
  const base = parse(baseSchema, value);
  // INSIDER is the default tier of a member; an image the page may not show is no avatar.
  const loyaltyTier = base.loyaltyTier ?? (base.isLoyaltyMember ? 'INSIDER' : null);
  return { ...base, loyaltyTier, hasAvatar: base.hasAvatar && base.imageUrl !== null };
}

function group(answer: Record<string, unknown>, name: string): Record<string, unknown> {
  const value = answer[name];
  return isRecord(value) ? value : {};
}

/** Collections data sent by another call (the recommended-content call of a recipe). Never throws. */
export function readCollections(value: unknown): UserCollections {
  return parse(collectionsSchema, isRecord(value) ? value : {});
}

/** Reads an ajax_current answer, or the `customization` of an auth answer. Never throws. */
export function readCurrentUser(answer: unknown): CurrentUser {
  const groups = isRecord(answer) ? answer : {};
  return {
    base: readBase(groups.base),
    feed: { unobservedActivity: parse(flag, group(groups, 'feed').unobservedActivity) },
    registrationModal: { show: parse(flag, group(groups, 'registration_modal').show) },
    cookieSettingsPath: parse(sitePathField, group(groups, 'st_cookie').cookie_settings_path),
    loginSyncPath: parse(sitePathField, group(groups, 'st_login').login_sync_path),
  };
}

/** The `customization` of a login, signup or social login answer, when it carries base data. */
export function readAuthAnswer(answer: unknown): CurrentUser | null {
  const current = readCurrentUser(isRecord(answer) ? answer.customization : undefined);
  return current.base ? current : null;
}
