export default async function globalTeardown(): Promise<void> {
  const state = globalThis.__e2e;
  if (!state) return;
  const exited = new Promise((resolve) => state.server.once('exit', resolve));
  state.server.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  await new Promise<void>((resolve) => state.smtp.close(() => resolve()));
  await state.providers.close();
}
