import type { Db } from './client.js';

/** Seeds the demo data into an empty database only; answers whether it did. */
export async function seedDemoIfEmpty(_db: Db, _clinicTz: string): Promise<boolean> {
  return false;
}
