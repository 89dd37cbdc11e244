import { GenericContainer, Wait } from 'testcontainers';
import { containerRuntimeAvailable } from './containers';

export interface MongoTarget {
  url: string;
  stop(): Promise<void>;
}

/**
 * Where the MongoDB suites run: `MONGO_URL`, else a throwaway mongo:7 container, else nowhere
 * (the answer then carries the reason the suite is skipped).
 */
export async function mongoTarget(): Promise<{ start(): Promise<MongoTarget> } | { skipped: string }> {
  const fromEnv = process.env.MONGO_URL;
  if (fromEnv) return { start: async () => ({ url: fromEnv, stop: async () => {} }) };
  if (!(await containerRuntimeAvailable())) return { skipped: 'no MONGO_URL and no container runtime' };
  return {
    async start() {
      const container = await new GenericContainer('mongo:7')
        .withExposedPorts(27017)
        .withWaitStrategy(Wait.forLogMessage(/Waiting for connections/))
        .start();
      return {
        url: `mongodb://${container.getHost()}:${container.getMappedPort(27017)}/?directConnection=true`,
        stop: async () => {
          await container.stop();
        },
      };
    },
  };
}

/** Removes a test database (the suites use one of their own on a shared MONGO_URL). */
export async function dropDatabase(url: string, dbName: string): Promise<void> {
  const { MongoClient } = await import('mongodb');
  const client = new MongoClient(url, { serverSelectionTimeoutMS: 5000 });
  try {
    await client.db(dbName).dropDatabase();
  } finally {
    await client.close();
  }
}
