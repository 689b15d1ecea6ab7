/** The form starts from what was loaded; a background refetch must not reset it mid-edit. */
export const STILL_WHILE_EDITED = { staleTime: Number.POSITIVE_INFINITY, gcTime: 0 } as const;

/** A save answers the item as stored rather than a message. */
export const SAVED_ITEM = { answer: <T>(envelope: { data: T }) => envelope.data };
