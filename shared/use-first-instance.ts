import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useLayoutEffect, useState } from 'react';

// For widgets that must exist once per page (a dialog every other widget opens): a CMS editor may paste the
// slot twice. The first mounted slot renders; the others render nothing (one console warning each) and the
// next in line takes over when the first is removed.

const $claims = atom<Readonly<Record<string, readonly object[]>>>({});

function claim(key: string, instance: object, add: boolean): void {
  const claims = $claims.get();
  const list = claims[key] ?? [];
  $claims.set({ ...claims, [key]: add ? [...list, instance] : list.filter((item) => item !== instance) });
}

/** True for the first mounted instance of `key` on the page. */
export function useFirstInstance(key: string): boolean {
  const [instance] = useState(() => ({}));
  const claims = useStore($claims);
  useLayoutEffect(() => {
    claim(key, instance, true);
    if ($claims.get()[key]?.[0] !== instance) {
      console.warn(`[${key}] This page has more than one "${key}" slot; only the first is used, this one stays empty.`);
    }
    return () => claim(key, instance, false);
  }, [key, instance]);
  return claims[key]?.[0] === instance;
}
