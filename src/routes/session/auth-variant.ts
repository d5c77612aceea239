/** /auth/signin-2, /auth/signup-2, /auth/reset-password-2 show the split-page variant. */
export const authVariantFor = (path: string): 1 | 2 => (path.endsWith('-2') ? 2 : 1);
