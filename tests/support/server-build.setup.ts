import { buildServer } from '../../infra/scripts/build-server';

// Every project that starts the real server (tests/support/child-server.ts) runs the server as users
// run it, from its build (ADR 27): built once here, before any test, from the sources under test.
let built: Promise<void> | undefined;

export default async function setup(): Promise<void> {
  await (built ??= buildServer());
}
