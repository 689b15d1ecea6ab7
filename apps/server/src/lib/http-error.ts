/** An error that maps one-to-one to an envelope answer; anything else becomes a 500 without internals. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, fieldErrors?: Record<string, string[]>) =>
  new HttpError(409, message, fieldErrors);
export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) =>
  new HttpError(400, message, fieldErrors);
/** A 400 on one field of the body, whose error is also the answer's message. */
export const fieldError = (field: string, message: string) => badRequest(message, { [field]: [message] });

/**
 * A day the body gives for something that has already happened (a session, a weight, a dispense, a call): after
 * the clinic's today it is refused on its field.
 */
export function refuseFuture(date: string, today: string, field: string, message: string): void {
  if (date > today) throw fieldError(field, message);
}
export const forbidden = (message: string) => new HttpError(403, message);
