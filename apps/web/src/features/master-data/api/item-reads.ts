import { ApiError } from '../../../lib/api-client';

/** An empty answer to a read by id is a missing item. */
export function found<T>(data: T | null): T {
  if (!data) throw new ApiError(404, 'not found');
  return data;
}

/** The form starts from what was loaded; a background refetch must not reset it mid-edit. */
export const STILL_WHILE_EDITED = { staleTime: Number.POSITIVE_INFINITY, gcTime: 0 } as const;

/** A save answers the item as stored rather than a message. */
export const SAVED_ITEM = { answer: <T>(envelope: { data: T }) => envelope.data };
