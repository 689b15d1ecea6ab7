import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done in passes, every `intervalMs` while started and whenever flush() is called: one pass at a time. A
 * flush() is answered by a pass that starts after it was called, so that what was due when it was called is
 * handled: a pass already under way may have read what is due before that; the callers that come meanwhile share
 * the one pass that follows it. The outboxes' senders (mail/worker.ts, messaging/worker.ts) are such workers; a
 * failed pass is logged and the next one comes as usual.
 */
export abstract class PollingWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private following: Promise<void> | undefined;
  private stopped = false;

  protected constructor(
    protected readonly log: FastifyBaseLogger,
    private readonly name: string,
    private readonly intervalMs: number,
  ) {}

  /** One pass over what is due. */
  protected abstract pass(): Promise<void>;

  start(): void {
    this.stopped = false;
    const tick = () => {
      if (this.stopped) return;
      this.flush()
        .catch((err) => this.log.error({ err }, `${this.name} tick failed`))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.intervalMs);
        });
    };
    this.timer = setTimeout(tick, this.intervalMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    await this.following;
  }

  /** Runs a pass now, or once the pass under way ends; the callers meanwhile share it. */
  flush(): Promise<void> {
    if (this.running) {
      this.following ??= this.running
        .catch(() => undefined)
        .then(() => {
          this.following = undefined;
          return this.stopped ? undefined : this.flush();
        });
      return this.following;
    }
    this.running = this.pass().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }
}
