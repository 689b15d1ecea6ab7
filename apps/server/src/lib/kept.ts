/**
 * The mark of a kept answer, whose value is the KeptForms of the app that keeps it. `sameEnvelope` and
 * `keptDerivation` receive the answer alone (their callers, the routes and the data layer, hold no store), so the
 * answer itself must lead to what is made of it: a module-level registry would be shared by every app of the
 * process (decision 6), while the mark is set by the one app that keeps the answer. It is a non-enumerable symbol:
 * JSON, the response schemas and object comparisons do not see it.
 */
const KEPT_BY = Symbol('kept by');

type Encoding = 'br' | 'gzip';

/**
 * The sends of a kept answer's compressed JSON after which its smaller form is made (KeptForms compressedBody). Under
 * the mixed load (apps/server/bench/mixed.ts), two weeks of free slots were put together again after every second
 * send or so, and each time compressed at brotli's quality 9 (about 5 ms for 0.5 MB) besides quality 4 (2 ms).
 */
export const SMALLER_AFTER_SENDS = 4;

/** How an encoding compresses: on every call, and, where it has one, the smaller form worth making once. */
export interface Compressor {
  everyTime: (body: string | Buffer) => Promise<Buffer>;
  once?: (body: string | Buffer) => Promise<Buffer>;
}

/**
 * What an app makes of the answers it keeps in memory (db/cached-read.ts), made once and sent again: an answer is
 * never changed once kept, so neither is its envelope, the JSON of that envelope (per route: a response schema also
 * decides which fields are written) or the compressed forms of that JSON (decisions 13 and 19). One per app,
 * created with its store; its maps are weak, so what was made of an answer goes when the store drops the answer.
 */
export class KeptForms {
  private readonly derivations = new WeakMap<object, { variant: string; value: object }>();
  private readonly envelopes = new WeakMap<object, object>();
  private readonly json = new WeakMap<object, Map<unknown, Buffer>>();
  private readonly compressed = new WeakMap<
    Buffer,
    Partial<Record<Encoding, { form: Promise<Buffer>; sends: number }>>
  >();
  private readonly composed = new WeakMap<object, Buffer>();
  private readonly parts = new WeakMap<object, Buffer>();

  /**
   * Marks an answer as kept by this app. Anything but an object is sent as it is anyway; a frozen object cannot
   * carry the mark, and gets a new envelope each time.
   */
  keep<T>(answer: T): T {
    if (
      typeof answer === 'object' &&
      answer !== null &&
      Object.isExtensible(answer) &&
      !(KEPT_BY in answer)
    ) {
      Object.defineProperty(answer, KEPT_BY, { value: this });
    }
    return answer;
  }

  /** See keptDerivation. */
  derivation<T extends object, R extends object>(answer: T, variant: string, make: (answer: T) => R): R {
    const known = this.derivations.get(answer);
    if (known?.variant === variant) return known.value as R;
    const value = this.keep(make(answer));
    this.derivations.set(answer, { variant, value });
    return value;
  }

  /** See sameEnvelope. */
  envelope<E extends object>(answer: object, build: () => E): E {
    return madeOnce(this.envelopes, answer, () => {
      const envelope = build();
      this.json.set(envelope, new Map());
      return envelope;
    }) as E;
  }

  /**
   * The JSON of a kept answer's envelope as `serialize` (one route's) writes it, made once, as the bytes Fastify
   * sends (a string would be measured and encoded again on every send); anything else is serialized each time.
   */
  serialized(data: unknown, serialize: (data: unknown) => string): string | Buffer {
    const byRoute = typeof data === 'object' && data !== null ? this.json.get(data) : undefined;
    if (!byRoute) return serialize(data);
    return madeOnce(byRoute, serialize, () => this.compressible(Buffer.from(serialize(data))));
  }

  /** See keptComposedJson. */
  composedJson(answer: object, compose: () => Buffer): Buffer {
    return madeOnce(this.composed, answer, () => this.compressible(compose()));
  }

  /** See keptPartJson. */
  partJson(part: object, write: () => Buffer): Buffer {
    return madeOnce(this.parts, part, write);
  }

  /** The JSON of a kept answer, from now on compressed once per encoding (compressedBody). */
  private compressible(json: Buffer): Buffer {
    this.compressed.set(json, {});
    return json;
  }

  /**
   * The body compressed, on every call for any body but the JSON of a kept answer. That JSON is compressed once per
   * encoding, as fast as any body, so that the request that read it afresh does not wait for a smaller form. Once
   * it has been sent SMALLER_AFTER_SENDS times, the compressor's `once` form, when it has one, is made and sent
   * from then on: an answer dropped after a send or two (two weeks of free slots, under a stream of bookings) is
   * not compressed twice.
   */
  compressedBody(body: string | Buffer, encoding: Encoding, compressor: Compressor): Promise<Buffer> {
    const forms = typeof body === 'string' ? undefined : this.compressed.get(body);
    if (!forms) return compressor.everyTime(body);
    let kept = forms[encoding];
    if (!kept) {
      kept = { form: compressor.everyTime(body), sends: 0 };
      forms[encoding] = kept;
    }
    kept.sends += 1;
    const smaller = compressor.once;
    if (smaller && kept.sends === SMALLER_AFTER_SENDS) {
      const entry = kept;
      entry.form
        .then(() => smaller(body))
        .then(
          (form) => {
            entry.form = Promise.resolve(form);
          },
          // The first form stays: it is as good an answer, only larger.
          () => undefined,
        );
    }
    return kept.form;
  }
}

/** What `make` makes for `key`, made the first time and kept in `made`. */
function madeOnce<K extends object, V>(made: Pick<WeakMap<K, V>, 'get' | 'set'>, key: K, make: () => V): V {
  let value = made.get(key);
  if (value === undefined) {
    value = make();
    made.set(key, value);
  }
  return value;
}

/** The KeptForms of the app that keeps this answer; none for an answer that is not kept. */
export function keptFormsOf(value: unknown): KeptForms | undefined {
  return typeof value === 'object' && value !== null
    ? (value as { [KEPT_BY]?: KeptForms })[KEPT_BY]
    : undefined;
}

/**
 * `make(answer)` of a kept answer, made once per `variant` and kept with the answer (the latest variant only): what
 * depends on something besides the data, such as the hours that have passed today, is applied after the read is
 * kept, and what it makes is a kept answer too, whose envelope and JSON are made once. `variant` must name
 * everything `make` depends on besides the answer. Of any other answer, `make` is simply called.
 */
export function keptDerivation<T extends object, R extends object>(
  answer: T,
  variant: string,
  make: (answer: T) => R,
): R {
  return keptFormsOf(answer)?.derivation(answer, variant, make) ?? make(answer);
}

/**
 * The JSON `compose` puts together for a kept answer, made once, as the bytes sent, and compressed once like the
 * JSON `serialized` makes; of any other answer, `compose()`.
 */
export function keptComposedJson(answer: object, compose: () => Buffer): Buffer {
  return keptFormsOf(answer)?.composedJson(answer, compose) ?? compose();
}

/** The JSON `write` makes of a kept part of an answer, made once however many answers hold it; else `write()`. */
export function keptPartJson(part: object, write: () => Buffer): Buffer {
  return keptFormsOf(part)?.partJson(part, write) ?? write();
}
