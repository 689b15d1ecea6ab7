import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { scheduledJobs } from '../db/schema.js';

/** The clinic's clock: real time in production, a hand-moved one in tests. */
export type Clock = () => Date;

/** What a job gets: the database and the instant of this run (from the injected clock, never `new Date()`). */
export interface JobContext {
  db: Db;
  now: Date;
  log: FastifyBaseLogger;
}

export interface JobDefinition {
  name: string;
  run(ctx: JobContext): Promise<void>;
}

/**
 * A claimed job is not claimable again before this: far longer than a run takes, short enough that a job whose
 * replica died mid-run is taken over by another within minutes.
 */
export const JOB_LEASE_SECONDS = 600;
/** A failed job is tried again after this, not after the whole interval. */
export const JOB_RETRY_SECONDS = 60;

export interface JobRunnerOptions {
  clock: Clock;
  /** Seconds between two runs of each job. */
  intervalSeconds: number;
  log: FastifyBaseLogger;
  /** How often the ticker looks for due jobs (the jobs themselves run every intervalSeconds). */
  pollMs?: number;
  /** This replica's name in locked_by. */
  replicaId?: string;
}

const plus = (at: Date, seconds: number) => new Date(at.getTime() + seconds * 1000);

/**
 * Timed work shared by every replica (docs/decisions/0010-scheduled-jobs.md). Each job is a row of
 * scheduled_jobs; a pass claims the due rows one at a time with FOR UPDATE SKIP LOCKED and a lease (locked_until),
 * runs the job, then sets last_run_at and next_run_at, clears the lock and records last_error. Two replicas never
 * run one job at the same time unless a lease runs out, and the jobs are idempotent for that case.
 */
export class JobRunner {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<string[]> | undefined;
  private stopped = true;
  private registered = false;
  readonly replicaId: string;
  private readonly byName: Map<string, JobDefinition>;

  constructor(
    private readonly db: Db,
    jobs: JobDefinition[],
    private readonly opts: JobRunnerOptions,
  ) {
    this.byName = new Map(jobs.map((j) => [j.name, j]));
    this.replicaId = opts.replicaId ?? `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  }

  get names(): string[] {
    return [...this.byName.keys()];
  }

  start(): void {
    this.stopped = false;
    const pollMs = this.opts.pollMs ?? Math.min(30_000, this.opts.intervalSeconds * 1000);
    const tick = () => {
      if (this.stopped) return;
      this.runDue()
        .catch((err) => this.opts.log.error({ err }, 'job runner tick failed'))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, pollMs);
        });
    };
    this.timer = setTimeout(tick, pollMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /**
   * Runs every job that is due at the clock's now and not held by another replica; answers the names this
   * replica ran. Concurrent callers on one replica share one pass.
   */
  runDue(): Promise<string[]> {
    this.running ??= this.pass().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** One row per job, due at once; a row that exists already keeps its schedule. */
  private async register(now: Date): Promise<void> {
    if (this.registered) return;
    await this.db
      .insert(scheduledJobs)
      .values(this.names.map((name) => ({ name, nextRunAt: now })))
      .onConflictDoNothing({ target: scheduledJobs.name });
    this.registered = true;
  }

  private async pass(): Promise<string[]> {
    await this.register(this.opts.clock());
    const ran: string[] = [];
    // One job per claim, so a long job does not hold the others' leases; each job at most once a pass.
    for (;;) {
      const now = this.opts.clock();
      const name = await this.claim(now, ran);
      if (name === undefined) return ran;
      ran.push(name);
      await this.execute(name, now);
    }
  }

  private async claim(now: Date, skip: string[]): Promise<string | undefined> {
    const candidates = this.names.filter((n) => !skip.includes(n));
    if (candidates.length === 0) return undefined;
    const due = this.db
      .select({ name: scheduledJobs.name })
      .from(scheduledJobs)
      .where(
        and(
          inArray(scheduledJobs.name, candidates),
          lte(scheduledJobs.nextRunAt, now),
          or(isNull(scheduledJobs.lockedUntil), lte(scheduledJobs.lockedUntil, now)),
        ),
      )
      .orderBy(scheduledJobs.nextRunAt, scheduledJobs.name)
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await this.db
      .update(scheduledJobs)
      .set({ lockedUntil: plus(now, JOB_LEASE_SECONDS), lockedBy: this.replicaId })
      .where(inArray(scheduledJobs.name, due))
      .returning({ name: scheduledJobs.name });
    return row?.name;
  }

  private async execute(name: string, now: Date): Promise<void> {
    const job = this.byName.get(name) as JobDefinition;
    let error: string | null = null;
    try {
      await job.run({ db: this.db, now, log: this.opts.log });
      this.opts.log.info({ job: name }, 'scheduled job done');
    } catch (err) {
      error = err instanceof Error ? err.message.slice(0, 500) : 'unknown error';
      this.opts.log.error({ err, job: name }, 'scheduled job failed');
    }
    // Only the holder of the lease releases it: a replica whose lease ran out must not clear a newer holder's.
    await this.db
      .update(scheduledJobs)
      .set({
        lastRunAt: now,
        nextRunAt: plus(now, error === null ? this.opts.intervalSeconds : JOB_RETRY_SECONDS),
        lockedUntil: null,
        lockedBy: null,
        lastError: error,
      })
      .where(and(eq(scheduledJobs.name, name), eq(scheduledJobs.lockedBy, this.replicaId)));
  }
}

/** The SQL text of an instant, for raw statements. */
export const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
