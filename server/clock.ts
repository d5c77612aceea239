/** The server's only source of time, injected so tests can move it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
