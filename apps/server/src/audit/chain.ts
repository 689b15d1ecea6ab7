import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

export interface ChainBreak {
  /** The row's number, which is its place in the chain. */
  eventId: number;
  /** 'hash': the row is not what was hashed; 'link': it does not follow the previous row; 'gap': rows are missing. */
  problem: 'hash' | 'link' | 'gap';
}

/** Where the access log's hash chain is broken (migration 0012's audit_chain_breaks), in chain order. */
export async function auditChainBreaks(db: Pick<Db, 'execute'>): Promise<ChainBreak[]> {
  const result = await db.execute(sql`select event_id, problem from audit_chain_breaks()`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    event_id: string | number;
    problem: ChainBreak['problem'];
  }[];
  return rows.map((r) => ({ eventId: Number(r.event_id), problem: r.problem }));
}

/** How many events the chain holds. */
export async function auditEventCount(db: Pick<Db, 'execute'>): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from audit_events`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
  return rows[0]?.n ?? 0;
}
