import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PROVIDER_DIR } from './env.js';

/** One request the SMS and Zalo providers' stand-in received (support/global-setup.ts). */
export interface ProviderRequest {
  path: string;
  body: Record<string, unknown>;
}

export function providerRequests(): ProviderRequest[] {
  return readdirSync(PROVIDER_DIR)
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(PROVIDER_DIR, file), 'utf8')) as ProviderRequest);
}

/** Waits for the requests that satisfy the predicate (the app's jobs look every 10 s, its sender every second). */
export async function waitForProviderRequests(
  predicate: (r: ProviderRequest) => boolean,
  timeoutMs = 45_000,
): Promise<ProviderRequest[]> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = providerRequests().filter(predicate);
    if (found.length > 0) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the providers received no such request');
}
