import { GenericContainer, Wait, getContainerRuntimeClient } from 'testcontainers';

let detection: Promise<boolean> | undefined;

/** Whether a container runtime answers (Docker, Podman...); without one the check fails in about a millisecond. */
export function containerRuntimeAvailable(): Promise<boolean> {
  detection ??= getContainerRuntimeClient().then(
    () => true,
    () => false,
  );
  return detection;
}

export interface StartedService {
  connectionString: string;
  stop(): Promise<void>;
}

/** A throwaway single-node EventStoreDB, in memory, without TLS or projections. */
export async function startEventStoreDb(): Promise<StartedService> {
  const container = await new GenericContainer('eventstore/eventstore:24.10')
    .withEnvironment({
      EVENTSTORE_INSECURE: 'true',
      EVENTSTORE_RUN_PROJECTIONS: 'None',
      EVENTSTORE_MEM_DB: 'true',
    })
    .withExposedPorts(2113)
    .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
    .start();
  return {
    connectionString: `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`,
    stop: async () => {
      await container.stop();
    },
  };
}
