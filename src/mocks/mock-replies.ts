import { HttpResponse } from 'msw';
import { API_BASE_PATH } from '../../common/constants/server.constants';

/** An API path as the mock's handlers match it, on any origin. */
export const apiUrl = (path: string) => `*${API_BASE_PATH}${path}`;

/** A refusal in the server's shape: `{ message }` with its status. */
export const fail = (status: number, message: string) => HttpResponse.json({ message }, { status });

/** A 400 naming the first issue of a contract's parse, `field: message`, as the server's does. */
export const invalid = (issues: readonly { message: string; path: PropertyKey[] }[]) => {
  const issue = issues[0];
  const field = issue?.path.map(String).join('.');
  return fail(400, issue ? `${field ? `${field}: ` : ''}${issue.message}` : 'Invalid request');
};
