import type { RequestHandler } from 'msw';

/** Every mock API handler; one set serves dev, unit tests, Storybook and front-end e2e. */
export const handlers: RequestHandler[] = [];
