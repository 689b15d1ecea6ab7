// @vitest-environment jsdom
import { endpoints } from '@clinic/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch';
import { envelopeReply, signIn } from '../../test/render';
import { createQueryClient } from '../query-client';
import { refreshAfterWrite, useEndpointMutation } from './endpoint-mutation';
import { endpointKey } from './query-keys';

const { appointment, article, category, clinical, testResult, treatment } = endpoints;

/** Cached reads of several screens, each under the key the read builders give it. */
const cached = {
  summary: endpointKey(clinical.getSummary, { params: { patientId: 4 } }),
  worklist: endpointKey(clinical.getWorklist, {}),
  resultPage: endpointKey(testResult.getAll, { query: { page: 1, pageSize: 10 } }, 'page'),
  result: endpointKey(testResult.getById, { params: { id: 3 } }),
  resultOfAppointment: endpointKey(testResult.getByAppointmentId, { params: { appointmentId: 9 } }),
  patientAppointments: endpointKey(appointment.getByPatientId, { params: { id: 4 }, query: {} }, 'page'),
  articles: endpointKey(article.getAll, {}),
  managedArticles: endpointKey(article.getAll, { query: { page: 1 }, auth: true }, 'page'),
  categories: endpointKey(category.getAll, {}),
  treatments: endpointKey(treatment.getAll, {}),
};
type Read = keyof typeof cached;

function cacheWithEveryRead(): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  for (const key of Object.values(cached)) queryClient.setQueryData(key, []);
  return queryClient;
}

const stale = (queryClient: QueryClient) =>
  (Object.keys(cached) as Read[]).filter((read) => queryClient.getQueryState(cached[read])?.isInvalidated);

describe('refreshAfterWrite', () => {
  it('makes a new result stale in the summaries, the results and the appointments, not in the content', async () => {
    const queryClient = cacheWithEveryRead();
    await refreshAfterWrite(queryClient, testResult.create);
    expect(stale(queryClient).sort()).toEqual(
      ['patientAppointments', 'result', 'resultOfAppointment', 'resultPage', 'summary', 'worklist'].sort(),
    );
  });

  it('makes a content change stale in every content read, signed in or not, and nowhere else', async () => {
    const queryClient = cacheWithEveryRead();
    await refreshAfterWrite(queryClient, category.update);
    expect(stale(queryClient).sort()).toEqual(['articles', 'categories', 'managedArticles']);
  });

  it('leaves alone the entries filled from the answer itself', async () => {
    const queryClient = cacheWithEveryRead();
    await refreshAfterWrite(queryClient, testResult.update, [cached.result]);
    expect(stale(queryClient)).toContain('summary');
    expect(stale(queryClient)).not.toContain('result');
  });

  it('leaves everything alone for a write no read shows', async () => {
    const queryClient = cacheWithEveryRead();
    await refreshAfterWrite(queryClient, endpoints.auth.login);
    expect(stale(queryClient)).toEqual([]);
  });
});

describe('useEndpointMutation', () => {
  const fetchMock = stubFetch();

  function render(queryClient: QueryClient, refreshAfterRefusal = false) {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    return renderHook(
      () =>
        useEndpointMutation(testResult.create, {
          input: (resultValue: string) => ({
            body: { appointmentId: 9, patientId: 4, doctorId: 2, testTypeId: 1, resultValue, notes: '' },
          }),
          refreshAfterRefusal,
        }),
      { wrapper },
    ).result;
  }

  it('sends the declared call, answers the message and refreshes what the endpoint writes', async () => {
    signIn('Doctor', { doctorId: 2 });
    const queryClient = cacheWithEveryRead();
    fetchMock.mockResolvedValue(envelopeReply(201, { testResultId: 3 }, { message: 'Đã lưu' }));
    const mutation = render(queryClient);
    await act(() => expect(mutation.current.mutateAsync('120')).resolves.toBe('Đã lưu'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/TestResult/Create');
    expect(init?.method).toBe('POST');
    expect(stale(queryClient)).toContain('summary');
    expect(stale(queryClient)).not.toContain('articles');
  });

  it('refreshes nothing after a refusal, unless asked to', async () => {
    signIn('Doctor', { doctorId: 2 });
    for (const asked of [false, true]) {
      const queryClient = cacheWithEveryRead();
      fetchMock.mockResolvedValue(envelopeReply(409, null, { status: false, message: 'Đã có kết quả' }));
      const mutation = render(queryClient, asked);
      await act(() => expect(mutation.current.mutateAsync('120')).rejects.toThrow());
      expect(stale(queryClient).includes('summary')).toBe(asked);
    }
  });

  it('leaves the refusal to the screen: the cache-wide notice stays silent', async () => {
    signIn('Doctor', { doctorId: 2 });
    const notify = vi.fn();
    fetchMock.mockResolvedValue(envelopeReply(409, null, { status: false, message: 'Đã có kết quả' }));
    const mutation = render(createQueryClient(notify));
    await act(() => expect(mutation.current.mutateAsync('120')).rejects.toThrow());
    expect(notify).not.toHaveBeenCalled();
  });
});
