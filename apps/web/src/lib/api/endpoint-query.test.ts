// @vitest-environment jsdom
import { endpoints, type UserDetails } from '@clinic/contract';
import { skipToken } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch';
import { fakeToken, inOneHour } from '../../test/tokens';
import { ApiError } from '../api-client';
import { saveSession } from '../auth/session';
import { endpointRecord } from './endpoint-query';

const fetchMock = stubFetch();

/** Runs a read's call as the query would, without a query client. */
async function runRead(read: { queryFn: unknown }) {
  const queryFn = read.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>;
  return queryFn({ signal: new AbortController().signal });
}

describe('endpointRecord', () => {
  it('asks nothing without an id', () => {
    expect(endpointRecord(endpoints.article.getById, null, 'Không tìm thấy').queryFn).toBe(skipToken);
  });

  it('reads the record by the id in its path, with the token when asked', async () => {
    saveSession(fakeToken({ exp: inOneHour() }), { role: 'Staff', userId: 1, fullName: 'S' } as UserDetails);
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ status: true, data: { articleId: 7 } }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const read = endpointRecord(endpoints.article.getById, 7, 'Không tìm thấy', { auth: true });
    expect(await runRead(read)).toEqual({ articleId: 7 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/Article\/GetByID\/7$/);
    expect(new Headers(init?.headers).get('Authorization')).toMatch(/^Bearer /);
  });

  it('answers an empty record as missing, in the given words', () => {
    const read = endpointRecord(endpoints.article.getById, 7, 'Không tìm thấy bài viết');
    expect(() => read.select(null as never)).toThrow(new ApiError(404, 'Không tìm thấy bài viết'));
    expect(read.select({ articleId: 7 } as never)).toEqual({ articleId: 7 });
  });
});
