import * as v from 'valibot';
import { scriptSource } from '../../shared/config/schema';
import { configValueInOrUndefined } from '../../shared/config/site-config';

// The page config keys only the sign-in dialog reads (mount/README.md's table): validated here, so pages that
// never open the dialog do not carry their rules. A bad value falls back to the default, as userConfig does.

/** The highest login proof-of-work difficulty a page may ask for (bits): about 16 million hashes on average. */
export const POW_MAX_DIFFICULTY = 24;

export const signInConfigSchema = {
  /** The login carries a proof-of-work token, found in a Web Worker (README "Proof of work"). */
  loginProofOfWork: v.optional(v.boolean(), false),
  /** Leading zero bits of the token's SHA-256. */
  loginProofOfWorkDifficulty: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(1),
      v.check((bits) => bits <= POW_MAX_DIFFICULTY, `at most ${POW_MAX_DIFFICULTY}`),
    ),
    16,
  ),
  /** The social provider's SDK (v2.6), loaded when a shopper picks it: a path or an https URL. */
  socialSdkSrc: v.optional(scriptSource, 'https://connect.facebook.net/en_US/sdk.js'),
  /** The app id the SDK is initialised with. */
  socialAppId: v.optional(v.string(), ''),
};

type SignInConfig = typeof signInConfigSchema;

export function signInConfig<K extends keyof SignInConfig>(key: K): v.InferOutput<SignInConfig[K]> {
  return (
    configValueInOrUndefined(signInConfigSchema, key) ??
    (v.getDefault(signInConfigSchema[key]) as v.InferOutput<SignInConfig[K]>)
  );
}
