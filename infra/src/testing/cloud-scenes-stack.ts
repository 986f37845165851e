import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { housekeepingScheduleIds } from '@studio/workflows/contract/workflow-ids';
import { startAppProcesses } from '../app-processes';
import { freePort } from '../free-port';
import { type OpenAiStandIn, startOpenAiStandIn } from './stand-ins/openai-stand-in';
import { timedSetups } from './setup-costs';

export interface CloudScenesStack {
  /** The API's address: register, run and look at the pages here. */
  apiUrl: string;
  /** The stand-in the worker's scenes come from; `alterNextScene` changes the next product. */
  openai: OpenAiStandIn;
  stop(): Promise<void>;
}

async function startCloudScenesStackUntimed(options: {
  databaseUrl: string;
  temporalAddress: string;
  workflowBundlePath: string;
  uiDistDir: string;
  /** Where the API's and the worker's logs go. */
  logDir: string;
}): Promise<CloudScenesStack> {
  const taskQueue = `e2e-cloud-scenes-${randomBytes(4).toString('hex')}`;
  const [openai, dataDir, port] = await Promise.all([
    startOpenAiStandIn(),
    mkdtemp(path.join(os.tmpdir(), 'studio-cloud-scenes-')),
    freePort(),
  ]);
  const release = async () => {
    await openai.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  const app = await startAppProcesses({
    databaseUrl: options.databaseUrl,
    temporalAddress: options.temporalAddress,
    taskQueue,
    dataDir,
    host: '127.0.0.1',
    port,
    workflowBundlePath: options.workflowBundlePath,
    uiDistDir: options.uiDistDir,
    output: { logDir: options.logDir },
    extraEnv: {
      AI_SCENES: 'openai',
      OPENAI_API_KEY: openai.apiKey,
      OPENAI_BASE_URL: openai.baseUrl,
      AI_BACKGROUND_REMOVAL: 'classic',
      PACKSHOT_SIZE: '512',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Rate limits are counted in the shared database, where the other specs sign up too.
      RATE_LIMIT_FACTOR: '50',
    },
  }).catch(async (error) => {
    await release();
    throw error;
  });
  return {
    apiUrl: app.apiUrl,
    openai,
    async stop() {
      try {
        await app.stop();
        await deleteHousekeepingSchedules(options.temporalAddress, taskQueue);
      } finally {
        await release();
      }
    },
  };
}

/**
 * The worker created its queue's housekeeping schedules at start (orchestrator
 * housekeeping-schedules.ts); with nobody polling that queue any more, their sweeps would only
 * pile up on the shared server.
 */
async function deleteHousekeepingSchedules(address: string, taskQueue: string): Promise<void> {
  const connection = await Connection.connect({ address });
  try {
    const client = new Client({ connection });
    await Promise.all(
      Object.values(housekeepingScheduleIds(taskQueue)).map((id) =>
        client.schedule.getHandle(id).delete(),
      ),
    );
  } finally {
    await connection.close();
  }
}

/**
 * An API and a worker whose scenes are OpenAI's image edits (`AI_SCENES=openai`), answered by the
 * OpenAI stand-in in this process, for the end-to-end spec of the fidelity gate. They share the
 * e2e stack's database and Temporal server but poll a task queue of their own: runGraph sends its
 * nodes to the queues of the task queue it runs on, and the API starts it on `TASK_QUEUE`, so a
 * run reaches this worker only when this API starts it. The cut-out is the `classic` flood fill,
 * so there is no model to load: the spec is about the scene and its gate.
 */
export const startCloudScenesStack = timedSetups(
  'a cloud-scenes stack',
  startCloudScenesStackUntimed,
);
