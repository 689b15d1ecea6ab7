import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done in passes, every `intervalMs` while started and whenever flush() is called: one pass at a time, and
 * concurrent callers of flush() share it. The outboxes' senders (mail/worker.ts, messaging/worker.ts) are such
 * workers; a failed pass is logged and the next one comes as usual.
 */
export abstract class PollingWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
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
  }

  /** Runs a pass now; concurrent callers share one. */
  flush(): Promise<void> {
    this.running ??= this.pass().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }
}
