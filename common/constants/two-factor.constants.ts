/**
 * Two-factor sign-in's shapes (issue 36), free of zod so the sign-in page can read them.
 */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** A recovery code without its dash, lower-cased: ten letters and digits (Crockford base32). */
export const RECOVERY_CODE_PATTERN = /^[0-9a-hjkmnp-tv-z]{10}$/;
export const RECOVERY_CODE_COUNT = 10;
export const SIGN_IN_CHALLENGE_MAX_LENGTH = 100;
/** Seconds a right password waits for its second factor (or its enrolment). */
export const SIGN_IN_CHALLENGE_TTL_S = 300;
/** The issuer an authenticator app shows above the account's codes. */
export const TOTP_ISSUER = 'Praxis';
/** Seconds a right password waits for an enrolment the clinic requires (an app to install). */
export const SIGN_IN_ENROL_TTL_S = 900;
