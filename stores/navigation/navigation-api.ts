import { http, jsonAnswer } from '../../shared/http/http';
import {
  readContextualNavigation,
  readGlobalNavigation,
  readNewNavigation,
  readShopNavigation,
  type ContextualEntry,
  type NavItem,
  type NewNavigation,
} from './navigation-payload';

// The older navigation calls: a non-OK status throws (ky's HTTPError, carrying the status), with no retry;
// a body that is not JSON, or empty, throws too. The new-navigation calls do not check the status: whatever JSON comes
// back is read, and a body that is not JSON (or empty) counts as a missing navigation (empty menus).

/** GET /global-navigation/ajax_get_full_global_navigation */
export async function fetchGlobalNavigation(): Promise<NavItem[]> {
  return readGlobalNavigation(
    await jsonAnswer(http.get('/global-navigation/ajax_get_full_global_navigation', { retry: 0 })),
  );
}

/** GET /global-navigation/ajax_get_full_shop_navigation (without the food52-pantry entry) */
export async function fetchShopNavigation(): Promise<NavItem[]> {
  return readShopNavigation(
    await jsonAnswer(http.get('/global-navigation/ajax_get_full_shop_navigation', { retry: 0 })),
  );
}

/** The JSON body of an answer whatever its status, or undefined when it is not JSON. */
async function uncheckedJson(path: string, searchParams?: Record<string, string>): Promise<unknown> {
  const response = await http.get(path, {
    retry: 0,
    throwHttpErrors: false,
    ...(searchParams ? { searchParams } : {}),
  });
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    return undefined;
  }
}

/** GET /global-navigation/ajax_get_new_global_navigation?hub={hub} */
export async function fetchNewNavigation(hub = 'default'): Promise<NewNavigation> {
  return readNewNavigation(
    await uncheckedJson('/global-navigation/ajax_get_new_global_navigation', { hub: hub || 'default' }),
  );
}

/** GET /global-navigation/ajax_get_mobile_context_navigation */
export async function fetchMobileContextNavigation(): Promise<ContextualEntry[]> {
  return readContextualNavigation(await uncheckedJson('/global-navigation/ajax_get_mobile_context_navigation'));
}
