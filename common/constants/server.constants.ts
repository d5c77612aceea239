/** Values the server and the browser both rely on. */

/** The API's base path under the app's origin (spec §7). */
export const API_BASE_PATH = '/backend/api';

/**
 * A token that expired at most this long ago may still end its own session (logout only), so a
 * session that ends at token_expires is still recorded in the audit trail with reason 'expired'.
 */
export const LOGOUT_GRACE_S = 10 * 60;
