import { afterEach, beforeEach, type Mock, vi } from 'vitest';

/**
 * A mock in place of the global fetch for each test of the suite (or file) this is called in, answering with
 * `answer` (nothing, if none is given) until a test tells it otherwise. After each test the real fetch is
 * back and the mock forgets its calls and whatever a test told it, so no test sees another's.
 */
export function stubFetch(answer?: typeof fetch): Mock<typeof fetch> {
  const fetchMock = answer ? vi.fn<typeof fetch>(answer) : vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  return fetchMock;
}

/** The JSON bodies `fetchMock` was sent to URLs that contain `path`, in the order they were sent. */
export function bodiesSentTo(fetchMock: Mock<typeof fetch>, path: string) {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).includes(path))
    .map(([, init]) => JSON.parse(String(init?.body)));
}
