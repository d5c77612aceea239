import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearQueryCache } from './query-cache';
import { QueryRoot, sharedQueryClient } from './query-root';

/** Reads (and on first render writes) a cached record through the nearest cache. */
function CachedRecord({ write }: { write?: string }) {
  const client = useQueryClient();
  if (write) client.setQueryData(['record'], write);
  return <p>{client.getQueryData<string>(['record']) ?? 'nothing cached'}</p>;
}

describe('the read cache of the pages that read', () => {
  it('is the app’s one cache, and the session’s end empties it', () => {
    const first = render(
      <QueryRoot>
        <CachedRecord write="Ada Lovelace, MRN 000042" />
      </QueryRoot>,
    );
    first.unmount();
    render(
      <QueryRoot>
        <CachedRecord />
      </QueryRoot>,
    );
    expect(screen.getByText('Ada Lovelace, MRN 000042')).toBeInTheDocument();
    expect(sharedQueryClient().getQueryData(['record'])).toBe('Ada Lovelace, MRN 000042');

    clearQueryCache();
    expect(sharedQueryClient().getQueryData(['record'])).toBeUndefined();
  });

  it('keeps a cache provided around it', () => {
    const own = new QueryClient();
    render(
      <QueryClientProvider client={own}>
        <QueryRoot>
          <CachedRecord write="kept in the outer cache" />
        </QueryRoot>
      </QueryClientProvider>,
    );
    expect(own.getQueryData(['record'])).toBe('kept in the outer cache');
    expect(sharedQueryClient().getQueryData(['record'])).toBeUndefined();
  });
});
