// @vitest-environment jsdom
import { type articleItem, endpoints, type UserDetails } from '@clinic/contract';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { stubFetch } from '../../test/fetch';
import { fakeToken, inOneHour } from '../../test/tokens';
import { saveSession } from '../auth/session';
import {
  callEndpoint,
  callEndpointFull,
  endpointPath,
  endpointRequest,
  queryValues,
} from './endpoint-client';
import { endpointKey } from './query-keys';

function reply(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

describe('endpointPath', () => {
  it('fills and encodes the path parameters', () => {
    expect(endpointPath('/Article/GetByID/:id', { id: 7 })).toBe('/Article/GetByID/7');
    expect(endpointPath('/X/:a/:b', { a: 'x y', b: 2 })).toBe('/X/x%20y/2');
  });

  it('refuses a missing parameter', () => {
    expect(() => endpointPath('/Article/GetByID/:id', {})).toThrow(/id/);
  });

  it('leaves a path without parameters alone', () => {
    expect(endpointPath('/Article/GetAll', undefined)).toBe('/Article/GetAll');
  });
});

describe('queryValues', () => {
  it('drops undefined and null values and keeps scalars', () => {
    expect(queryValues({ page: 1, search: undefined, x: null, ok: true, s: 'a' })).toEqual({
      page: 1,
      ok: true,
      s: 'a',
    });
    expect(queryValues(undefined)).toBeUndefined();
  });
});

describe('endpointRequest', () => {
  it('takes the method from the descriptor and the token for role-limited calls', () => {
    const { path, options } = endpointRequest(endpoints.article.delete, { params: { id: 3 } });
    expect(path).toBe('/Article/Delete/3');
    expect(options).toMatchObject({ method: 'DELETE', auth: true });
  });

  it('sends public calls without the token unless asked', () => {
    expect(endpointRequest(endpoints.article.getAll, {}).options.auth).toBe(false);
    expect(endpointRequest(endpoints.article.getAll, { auth: true }).options.auth).toBe(true);
  });
});

describe('callEndpoint', () => {
  const fetchMock = stubFetch();

  it('answers the data, and the page meta on request', async () => {
    const token = fakeToken({ role: 'Admin', exp: inOneHour() });
    saveSession(token, { role: 'Admin', userId: 1, fullName: 'A' } as UserDetails);
    fetchMock.mockResolvedValue(
      reply({
        status: true,
        statusCode: 200,
        message: 'OK',
        data: [],
        errors: [],
        meta: { page: 2, pageSize: 5, total: 9 },
      }),
    );
    const answer = await callEndpointFull(endpoints.article.getAll, {
      query: { page: 2, pageSize: 5, search: undefined },
      auth: true,
    });
    expect(answer).toMatchObject({ data: [], meta: { page: 2, pageSize: 5, total: 9 }, message: 'OK' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/Article/GetAll?page=2&pageSize=5');
    expect(((init?.headers ?? {}) as Record<string, string>).Authorization).toBe(`Bearer ${token}`);
  });

  it('sends the body as JSON with the descriptor method', async () => {
    fetchMock.mockResolvedValue(reply({ status: true, statusCode: 200, message: '', data: 5, errors: [] }));
    const data = await callEndpoint(endpoints.auth.login, { body: { username: 'a', password: 'b' } });
    expect(data).toBe(5);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/Auth/login');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ username: 'a', password: 'b' }));
  });
});

describe('endpointKey', () => {
  const ep = endpoints.article.getById;

  it('names the endpoint by method and path, first', () => {
    expect(endpointKey(ep, null)).toEqual(['GET /Article/GetByID/:id']);
    expect(endpointKey(ep, {})).toEqual(['GET /Article/GetByID/:id']);
  });

  it('adds the parts of the input that pick the answer', () => {
    expect(endpointKey(ep, { params: { id: 1 } })).toEqual([
      'GET /Article/GetByID/:id',
      { params: { id: 1 } },
    ]);
    expect(endpointKey(endpoints.article.getAll, { query: { page: 1 } }, 'page')).toEqual([
      'GET /Article/GetAll',
      { query: { page: 1 } },
      'page',
    ]);
  });

  it('keeps a public read sent with the token apart, and only a public one', () => {
    expect(endpointKey(endpoints.article.getAll, { auth: true })).toEqual([
      'GET /Article/GetAll',
      'signed-in',
    ]);
    expect(endpointKey(endpoints.treatment.getAll, { auth: true })).toEqual(['GET /Treatment/GetAll']);
  });

  it('keeps different endpoints apart', () => {
    expect(endpointKey(endpoints.article.getAll, {})).not.toEqual(endpointKey(endpoints.category.getAll, {}));
  });
});

describe('types', () => {
  it('reads the data and the inputs from the descriptor', () => {
    type Data = Awaited<ReturnType<typeof callEndpoint<typeof endpoints.article.getById>>>;
    expectTypeOf<Data>().toEqualTypeOf<z.output<typeof articleItem> | null>();
  });
});
