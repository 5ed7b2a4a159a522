import { useEffect } from 'react';
import { holdPageAds } from '../../stores/ads/ad-page';

/**
 * The page's ads (README here): the slot shows nothing itself; while one is on the page, the ad containers
 * elsewhere on the page are filled. More than one slot changes nothing.
 */
export function Ads() {
  useEffect(holdPageAds, []);
  return null;
}
