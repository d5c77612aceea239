/** A portal read as a view shows it: loading, failed (with a retry), or its data. */
export type PortalLoad<T> =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T };
