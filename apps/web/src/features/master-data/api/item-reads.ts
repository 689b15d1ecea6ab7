/** A save answers the item as stored rather than a message. */
export const SAVED_ITEM = { answer: <T>(envelope: { data: T }) => envelope.data };
