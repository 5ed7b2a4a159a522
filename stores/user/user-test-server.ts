import { vi } from 'vitest';

// For the user store's tests: a stubbed fetch with answers shaped like fixtures/server/routes/users.ts,
// recording every call. Answers are functions, since a Response body can be read only once.

export interface Call {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

type Answer = () => Response | Promise<Response>;

export const json = (body: unknown, status = 200): Answer => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
export const text = (body: string, status: number): Answer => () => new Response(body, { status, headers: { 'content-type': 'text/plain' } });
export const networkFailure: Answer = () => Promise.reject(new TypeError('Failed to fetch'));

/** A `base` group as the fixture server answers for Victor (VIP). */
export function victorBase(change: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 203,
    login: 'victor',
    name: 'Victor Vance',
    firstName: 'Victor',
    email: 'victor.vip@example.com',
    url: '/users/203-victor',
    hasAvatar: true,
    imageUrl: '/images/avatars/victor.svg',
    redactedName: 'Victor V.',
    isLoggedIn: true,
    isLoyaltyMember: true,
    loyaltyTier: 'VIP',
    selfServeReturnsEnabled: true,
    collections: {
      userCollections: [{ id: 5001, name: 'Weeknights', description: 'Fast dinners', lastUsed: '2025-11-13T17:00:00Z' }],
      userCollectionAssociations: [{ collectionId: 5001, collectableType: 'recipe', collectableId: 101 }],
      savedCollectionIds: [],
      serverOneWeekAgo: '2025-11-07T17:00:00Z',
      url: '/users/203-victor/collections',
    },
    user_following: { followedUserIds: [204, 205] },
    contest_vote: [],
    recipes_show: { ratings: [] },
    ...change,
  };
}

export function groups(base: Record<string, unknown> = victorBase()): Record<string, unknown> {
  return {
    base,
    feed: { unobservedActivity: true },
    registration_modal: { show: false },
    st_cookie: { cookie_settings_path: '/users/cookie_settings' },
    st_login: { login_sync_path: '/users/login_sync' },
  };
}

const DEFAULTS: Record<string, Answer> = {
  'GET /users/ajax_current': json({}),
  'GET /users/cookie_settings': json({ success: true, email: 'victor.vip@example.com' }),
  'POST /users/login_sync': json({ success: true, synced: true }),
  'POST /users/ajax_logout': json({ success: true }),
  'GET /loyalty-job': json({ success: true, loyaltyTier: 'INSIDER', welcomeGiftPoints: 20 }),
};

export function userServer(answers: Record<string, Answer> = {}) {
  const calls: Call[] = [];
  const routes = { ...DEFAULTS, ...answers };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const raw = request.method === 'GET' ? '' : await request.text();
      calls.push({ method: request.method, path: url.pathname, search: url.searchParams, body: raw ? JSON.parse(raw) : undefined });
      const answer = routes[`${request.method} ${url.pathname}`];
      return answer ? answer() : new Response('Not found', { status: 404 });
    }),
  );
  return {
    calls,
    paths: () => calls.map((call) => `${call.method} ${call.path}`),
  };
}

export function setCookies(...names: string[]): void {
  for (const name of names) document.cookie = `${name}=1; Path=/`;
}

export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

export function cookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter(Boolean);
}

export function pageConfig(config: Record<string, unknown>): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'site-config';
  script.textContent = JSON.stringify(config);
  document.head.append(script);
}
