import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { WORKER_ROLES } from '@studio/workflows/contract/task-queues';
import { REPO_ROOT } from '../paths';
import { ensureDockerCompose } from '../provision/docker-compose';

const run = promisify(execFile);
const COMPOSE_FILE = path.join(REPO_ROOT, 'docker-compose.yml');
const ENV_EXAMPLE = path.join(REPO_ROOT, '.env.example');
/** Variables that hold credentials, by name. */
const SECRET_NAME = /PASSWORD|_PWD|SECRET|TOKEN|API_KEY|ACCESS_KEY|SMTP_URL/;

type Port = string | { published: number | string; target: number | string };
interface Service {
  deploy?: { replicas?: number };
  healthcheck?: { test?: string[] };
  environment?: Record<string, string>;
  ports?: Port[];
  depends_on?: Record<string, { condition: string }>;
}
interface ComposeConfig {
  services: Record<string, Service>;
}

let dockerCompose: string;
let composeText: string;
let envExample: Map<string, string>;
let config: ComposeConfig;

/**
 * docker-compose with the file's own settings only: in interpolation the environment wins over
 * --env-file, and this test's environment has DATABASE_URL, TEMPORAL_ADDRESS and more.
 */
function compose(...command: string[]) {
  return run(dockerCompose, ['-f', COMPOSE_FILE, '--env-file', ENV_EXAMPLE, ...command], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, HOME: os.tmpdir(), LANG: 'C.UTF-8' },
  });
}

/** The file as docker-compose resolved it (anchors merged, variables interpolated). */
function parseYaml(text: string): ComposeConfig {
  return parse(text) as ComposeConfig;
}

function parseEnvFile(text: string): Map<string, string> {
  const entries = text
    .split('\n')
    .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
    .map((line) => line.split(/=(.*)/s).slice(0, 2) as [string, string]);
  return new Map(entries);
}

function publishedPorts(service: Service): string[] {
  return (service.ports ?? []).map((port) =>
    typeof port === 'string'
      ? port
          .replace(/\/tcp$/, '')
          .split(':')
          .at(-2)!
      : `${port.published}`,
  );
}

beforeAll(async () => {
  // The first run on a machine may install the Debian package.
  dockerCompose = await ensureDockerCompose();
  composeText = await readFile(COMPOSE_FILE, 'utf8');
  envExample = parseEnvFile(await readFile(ENV_EXAMPLE, 'utf8'));
  const { stdout } = await compose('config');
  config = parseYaml(stdout);
}, 300_000);

describe('docker-compose.yml', () => {
  it('is valid with the settings of .env.example', async () => {
    // Rejects (with docker-compose's message) on any exit code but 0.
    await expect(compose('config', '--quiet')).resolves.toBeDefined();
  });

  it('runs two API replicas and two image workers', () => {
    expect(config.services.api?.deploy?.replicas).toBe(2);
    expect(config.services['image-worker']?.deploy?.replicas).toBe(2);
  });

  it('gives each worker its queues, and every queue a worker', () => {
    const queues = (name: string) => config.services[name]?.environment?.WORKER_QUEUES;
    expect(queues('workflow-worker')).toBe('workflows');
    expect(queues('image-worker')).toBe('images');
    expect(queues('ai-worker')).toBe('ai');
    const polled = Object.values(config.services).flatMap(
      (service) => service.environment?.WORKER_QUEUES?.split(',') ?? [],
    );
    expect(new Set(polled)).toEqual(new Set(WORKER_ROLES));
  });

  it('publishes the app through the proxy on 8080 only', () => {
    expect(publishedPorts(config.services.proxy!)).toEqual(['8080']);
    expect(config.services.api?.ports).toBeUndefined();
    const publishing = Object.keys(config.services).filter(
      (name) => publishedPorts(config.services[name]!).length > 0,
    );
    expect(publishing.sort()).toEqual(['proxy', 'temporal-ui']);
  });

  it('probes each instance on its readiness endpoint, which fails while it drains', () => {
    expect(config.services.api?.healthcheck?.test?.join(' ')).toContain(':3000/api/ready');
    for (const worker of ['workflow-worker', 'image-worker', 'ai-worker']) {
      const service = config.services[worker]!;
      expect(service.environment).toMatchObject({ HEALTH_PORT: '9466', METRICS_PORT: '9465' });
      expect(service.healthcheck?.test?.join(' ')).toContain(':9466/readyz');
    }
  });

  it('starts the API on healthy Postgres, Temporal and S3, migrated, with its bucket', () => {
    expect(config.services.api?.depends_on).toMatchObject({
      postgres: { condition: 'service_healthy' },
      temporal: { condition: 'service_healthy' },
      s3: { condition: 'service_healthy' },
      migrate: { condition: 'service_completed_successfully' },
      's3-bucket': { condition: 'service_completed_successfully' },
    });
  });

  it('interpolates every secret from .env and hard-codes none', () => {
    const secrets = [...envExample].filter(([name]) => SECRET_NAME.test(name));
    expect(secrets.map(([name]) => name)).toEqual(
      expect.arrayContaining(['POSTGRES_PASSWORD', 'SESSION_SECRET', 'S3_SECRET_ACCESS_KEY']),
    );
    for (const [name, value] of secrets) {
      expect(composeText).toContain(`\${${name}`);
      if (value) expect(composeText).not.toContain(value);
    }
    // No credential-named setting with a literal value.
    const literal = composeText
      .split('\n')
      .map((line) => /^\s*([A-Z][A-Z0-9_]*):\s*(.+)$/.exec(line))
      .filter((match) => match && SECRET_NAME.test(match[1]!) && !match[2]!.startsWith('${'));
    expect(literal.map((match) => match![0].trim())).toEqual([]);
  });

  it('lists in .env.example exactly the variables it interpolates', () => {
    // `$${X}` is a literal `${X}` for the container's shell, not interpolation.
    const interpolated = new Set(
      [...composeText.matchAll(/(?<!\$)\$\{([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]!),
    );
    expect([...envExample.keys()].sort()).toEqual([...interpolated].sort());
  });
});
