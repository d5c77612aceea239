/** An error whose message is safe to show the client as `{ message }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const MESSAGES = {
  unauthorized: 'Sign in again: your session has ended or the token is not valid.',
  badCredentials: 'The e-mail or password is not correct.',
  emailTaken: 'An account with this e-mail already exists.',
  resetInvalid: 'This password-reset link is not valid or has expired.',
  forbiddenTenant: 'These events belong to another user or clinic.',
  notFound: 'Not found.',
  internal: 'Internal server error',
} as const;
