import { found, type MaybeRead, type Read, STILL_WHILE_EDITED } from '../../../lib/api/endpoint-query';

/** A list of items: Admin, Manager and Staff receive inactive ones too; the list page filters them. */
export function allItems<T>(
  read: Read<T[] | null>,
): Read<T[] | null> & { select: (data: T[] | null) => T[] } {
  return { ...read, select: (data) => data ?? [] };
}

/** The item an update form edits: an empty answer is a missing item, and a refetch must not reset the form. */
export function editedItem<T>(
  read: MaybeRead<T | null>,
): MaybeRead<T | null> & { select: (data: T | null) => T } & typeof STILL_WHILE_EDITED {
  return { ...read, select: (data) => found(data), ...STILL_WHILE_EDITED };
}

/** A save answers the item as stored rather than a message. */
export const SAVED_ITEM = { answer: <T>(envelope: { data: T }) => envelope.data };
