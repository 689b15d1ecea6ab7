import {
  accountEndpoints,
  appointmentEndpoints,
  clinicalEndpoints,
  doctorScheduleEndpoints,
  type Endpoint,
  retentionEndpoints,
  statisticsEndpoints,
  type Topic,
  testResultEndpoints,
} from '@clinic/contract';
import { KeptForms } from '../lib/kept.js';
import { OneAtATime } from '../lib/one-at-a-time.js';
import { EVERY_PART } from './appointment-parts.js';
import { type ChangeFeed, type Stamp, topics } from './change-feed.js';
import type { Db } from './client.js';

/** Answers a replica keeps at most; the least recently read goes first. */
const MAX_ENTRIES = 2000;

/**
 * The endpoints whose answers are kept: asked far more often than their data changes (the free doctors and slots,
 * the working hours, a page of appointments, accounts or a patient's own results, the clinical worklist and
 * summaries, the tracing list, the indicators). Migrations 0013 and 0017 notify the topics they read, and
 * test/topic-notifications.test.ts checks that their triggers are those these endpoints' `reads` call for and that
 * each reads no table outside them.
 */
export const KEPT_ENDPOINTS: readonly Endpoint[] = [
  appointmentEndpoints.getAvailableDoctors,
  appointmentEndpoints.getAvailableSlots,
  appointmentEndpoints.getByPatientId,
  appointmentEndpoints.getByDoctorId,
  doctorScheduleEndpoints.getWorkingHours,
  clinicalEndpoints.getSummary,
  clinicalEndpoints.getWorklist,
  testResultEndpoints.getAll,
  retentionEndpoints.tracing,
  statisticsEndpoints.indicators,
  statisticsEndpoints.report,
  accountEndpoints.managerGetAll,
  accountEndpoints.staffGetAll,
  accountEndpoints.doctorGetAll,
  accountEndpoints.patientGetAll,
  accountEndpoints.userAll,
];

/**
 * What an answer depends on besides the data: the parsed params and query, and whatever else decides it (the
 * caller's doctor or patient id, the clinic's day). Scalars only, so that the key is exact.
 */
export type KeptInputs = Readonly<Record<string, string | number | boolean | null | undefined>>;

interface Entry {
  stamp: Stamp;
  answer: Promise<unknown>;
}

const STORE = Symbol('kept store');

/**
 * What of its endpoint's topics an answer reads, when less than all of them. `reads` narrows the topics to a part of
 * the endpoint's (the whole clinic's indicators read trigger-kept copies, not the appointments); `appointments`
 * names the parts of the appointments the answer shows (appointment-parts.ts), instead of all of them.
 */
export interface KeptReads {
  reads?: readonly Topic[];
  appointments?: readonly string[];
}

/**
 * What one app keeps in memory: the answers of the kept endpoints, each until a write to one of the topics its
 * endpoint reads commits (docs/decisions/0013), and what is made of them (`forms`). Created by buildApp; the app's
 * handle on the database (`handle`) carries it to the data layer.
 */
export class KeptStore {
  readonly forms = new KeptForms();
  private readonly entries = new Map<string, Entry>();
  private readonly topicsOf = new Map<Endpoint, string[]>();
  /** After a write, the reads of one key share one computation while another runs (a quarter's indicators). */
  private readonly computing = new OneAtATime();

  constructor(private readonly feed: ChangeFeed) {
    for (const endpoint of KEPT_ENDPOINTS) {
      if (!endpoint.reads?.length) {
        throw new Error(
          `${endpoint.method} ${endpoint.path} declares no reads: its answer could never be dropped`,
        );
      }
      this.topicsOf.set(endpoint, endpoint.reads.map(topics.topic));
    }
  }

  /**
   * The app's handle on the database: the database's own, carrying this store. The data layer receives only a
   * handle (decision 6), and finds through it what its app keeps; a transaction's handle carries none, and what is
   * read in a transaction is not kept.
   */
  handle(db: Db): Db {
    return Object.create(db, { [STORE]: { value: this } }) as Db;
  }

  /** See keptRead. */
  async read<T>(
    endpoint: Endpoint,
    inputs: KeptInputs,
    compute: () => Promise<T>,
    parts: KeptReads = {},
  ): Promise<T> {
    const declared = this.topicsOf.get(endpoint);
    if (!declared) throw new Error(`${endpoint.method} ${endpoint.path} is not in KEPT_ENDPOINTS`);
    const names = parts.reads || parts.appointments ? narrowed(endpoint, parts) : declared;
    if (!(await this.feed.caughtUp())) return compute();
    const key = keyOf(endpoint, inputs);
    const known = this.entries.get(key);
    if (known && !this.feed.changedSince(known.stamp, ...names)) {
      // A Map iterates in insertion order: moved to the end, the least recently read entry stays first.
      this.entries.delete(key);
      this.entries.set(key, known);
      return known.answer as Promise<T>;
    }
    const entry: Entry = {
      stamp: this.feed.stamp(),
      answer: this.computing.run(key, compute).then((answer) => this.forms.keep(answer)),
    };
    this.entries.delete(key);
    this.entries.set(key, entry);
    entry.answer.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return entry.answer as Promise<T>;
  }
}

/**
 * The notifications an answer kept under `parts` is dropped by: its topics, the appointments as the parts it names
 * and every part (EVERY_PART). Refuses a topic the endpoint does not read, or parts of appointments it does not read.
 */
function narrowed(endpoint: Endpoint, { reads, appointments }: KeptReads): string[] {
  const topicsRead = reads ?? endpoint.reads ?? [];
  if (topicsRead.some((topic) => !endpoint.reads?.includes(topic))) {
    throw new Error(`${endpoint.method} ${endpoint.path} may narrow its reads, never widen them`);
  }
  if (appointments && !topicsRead.includes('appointments')) {
    throw new Error(`${endpoint.method} ${endpoint.path} reads no appointments to name parts of`);
  }
  return topicsRead.flatMap((topic) =>
    topic === 'appointments' && appointments
      ? [...appointments, EVERY_PART].map(topics.appointments)
      : [topics.topic(topic)],
  );
}

/** The endpoint and its inputs, the keys in a fixed order: equal inputs make one key however they were built. */
function keyOf(endpoint: Endpoint, inputs: KeptInputs): string {
  const sorted = Object.entries(inputs)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `${endpoint.method} ${endpoint.path} ${JSON.stringify(sorted)}`;
}

/**
 * The answer of a kept endpoint for these inputs, kept by this replica until a write to one of the topics the
 * endpoint reads commits, by whoever wrote it (migration 0013's triggers notify each topic's tables). A read first
 * waits until the notifications committed before it have arrived (change-feed.ts), then answers what is kept unless
 * one of its topics was notified since it was read, or computes it and keeps it. Without a listening feed (its
 * connection lost), or on a handle that is not the app's (a transaction's), it computes and keeps nothing.
 *
 * `parts` (KeptReads) narrows what the answer is kept under: fewer topics than its endpoint's, or some parts of the
 * appointments (the free doctors of one day, the appointments of one patient). test/topic-notifications.test.ts
 * checks each call's SQL against the topics it was kept under.
 *
 * `inputs` must hold everything the answer depends on besides the data. Concurrent reads of one key share one
 * computation, and at most one runs per key (lib/one-at-a-time.ts); a failed one is not kept. Callers must not change what they receive: later reads receive the same
 * object.
 */
export function keptRead<T>(
  db: Db,
  endpoint: Endpoint,
  inputs: KeptInputs,
  compute: () => Promise<T>,
  parts?: KeptReads,
): Promise<T> {
  const store = (db as Db & { [STORE]?: KeptStore })[STORE];
  return store ? store.read(endpoint, inputs, compute, parts) : compute();
}
