import { externalScript } from '../../shared/trusted-types';
import { signInConfig } from './sign-in-config';

// The social sign-in provider's JavaScript SDK (version v2.6; the surface is Facebook's), loaded with a script
// tag only when a shopper picks it. The fixture site serves a fake with the same surface
// (fixtures/server/routes/social-sdk.ts).

export const SOCIAL_SDK_VERSION = 'v2.6';
/** A blocked script may never call back: after this long the SDK counts as unavailable. */
export const SOCIAL_SDK_TIMEOUT_MS = 10_000;

export interface SocialAuthResponse {
  userID: string;
  accessToken: string;
}

export interface SocialLoginStatus {
  status: string;
  authResponse?: SocialAuthResponse | null;
}

export interface SocialSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(callback: (response: SocialLoginStatus) => void, options?: { scope: string }): void;
  logout(callback?: (response: SocialLoginStatus) => void): void;
  getLoginStatus(callback: (response: SocialLoginStatus) => void): void;
  api(
    path: string,
    params: Record<string, string>,
    callback: (response: { email?: unknown; error?: unknown }) => void,
  ): void;
}

declare global {
  interface Window {
    FB?: SocialSdk;
    fbAsyncInit?: () => void;
  }
}

let loading: Promise<SocialSdk> | undefined;

function initialised(sdk: SocialSdk): SocialSdk {
  sdk.init({ appId: signInConfig('socialAppId'), version: SOCIAL_SDK_VERSION, cookie: true, xfbml: false });
  return sdk;
}

function load(): Promise<SocialSdk> {
  return new Promise<SocialSdk>((resolve, reject) => {
    if (window.FB) {
      resolve(initialised(window.FB));
      return;
    }
    const timer = setTimeout(
      () => reject(new Error(`the social SDK did not start within ${SOCIAL_SDK_TIMEOUT_MS} ms`)),
      SOCIAL_SDK_TIMEOUT_MS,
    );
    // The SDK calls this once it has loaded; init throwing (a broken SDK) rejects too.
    window.fbAsyncInit = () => {
      clearTimeout(timer);
      try {
        if (!window.FB) throw new Error('the social SDK loaded without FB');
        resolve(initialised(window.FB));
      } catch (error) {
        reject(error);
      }
    };
    const src = signInConfig('socialSdkSrc');
    const script = externalScript(src);
    script.onerror = () => {
      clearTimeout(timer);
      script.remove();
      reject(new Error(`the social SDK did not load (${script.src})`));
    };
    document.head.append(script);
  });
}

/** The SDK, loaded and initialised once per page; a failed load is tried again on the next call. */
export function loadSocialSdk(): Promise<SocialSdk> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
