import { getCookie } from '../../shared/cookies';

// "A US-privacy cookie value of '1YNY' turns on restricted data processing for ads" (shopping spec section 6).
// The cookie is the IAB CCPA string's, `usprivacy`: version 1, notice given (Y), opted out of sale (Y), covered
// by the LSPA (Y). Only that exact value restricts, as the spec says.

export const US_PRIVACY_COOKIE = 'usprivacy';
export const RESTRICTING_US_PRIVACY = '1YNY';

export function restrictDataProcessing(): boolean {
  return getCookie(US_PRIVACY_COOKIE) === RESTRICTING_US_PRIVACY;
}
