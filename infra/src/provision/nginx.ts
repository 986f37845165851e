import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../paths';
import { installDebianPackage } from './debian-package';
import { isExecutable } from './is-executable';
import { stopChild } from './stop-child';

/** Debian's nginx (`NGINX_PATH` overrides), installed with apt-get when root and missing. */
export async function ensureNginx(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const wanted = env.NGINX_PATH ?? '/usr/sbin/nginx';
  if (await isExecutable(wanted)) return wanted;
  if (env.NGINX_PATH) throw new Error(`NGINX_PATH=${wanted} is not an executable file.`);
  await installDebianPackage(
    'nginx',
    'for the local cluster’s proxy',
    'The local cluster needs nginx at /usr/sbin/nginx. Install it with your package manager ' +
      '(Debian/Ubuntu: `sudo apt-get install -y nginx`) or set NGINX_PATH.',
    env,
  );
  return wanted;
}

const DEPLOY_CONF = path.join(REPO_ROOT, 'infra', 'deploy', 'nginx.conf');

/** Replaces `pattern` once, or stops: the deployment's file changed shape, and this must follow. */
function swap(text: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(text)) throw new Error(`infra/deploy/nginx.conf has no ${pattern}`);
  return text.replace(pattern, replacement);
}

/**
 * The deployment's own proxy settings (infra/deploy/nginx.conf: SSE, forwarded headers, retries
 * on a draining instance) for processes on this machine: fixed upstream ports instead of
 * Docker's DNS, a private prefix for its pid, logs and temporary files, no user switch.
 */
export async function localNginxConf(options: {
  port: number;
  upstreams: number[];
  dir: string;
}): Promise<string> {
  let conf = await readFile(DEPLOY_CONF, 'utf8');
  conf = swap(conf, /^user .*;$/m, '');
  conf = swap(conf, /^pid .*;$/m, `pid ${path.join(options.dir, 'nginx.pid')};`);
  conf = swap(conf, /^\s*resolver .*;$/m, '');
  conf = swap(conf, /^\s*resolver_timeout .*;$/m, '');
  conf = swap(
    conf,
    /^\s*server api:3000 resolve (.*);$/m,
    options.upstreams.map((port) => `        server 127.0.0.1:${port} $1;`).join('\n'),
  );
  conf = swap(conf, /listen 8080;/, `listen 127.0.0.1:${options.port};`);
  conf = swap(
    conf,
    /access_log \/dev\/stdout upstream;/,
    `access_log ${path.join(options.dir, 'access.log')} upstream;`,
  );
  const temp = (name: string) => `${name}_temp_path ${path.join(options.dir, name)};`;
  conf = swap(
    conf,
    /^http \{$/m,
    `http {\n    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}`,
  );
  return conf;
}

export interface LocalProxy {
  url: string;
  stop(): Promise<void>;
}

/** nginx in the foreground on 127.0.0.1:`port`, spreading requests over `upstreams`. */
export async function startLocalProxy(options: {
  nginx: string;
  port: number;
  upstreams: number[];
  dir: string;
}): Promise<LocalProxy> {
  await mkdir(options.dir, { recursive: true });
  const confFile = path.join(options.dir, 'nginx.conf');
  await writeFile(confFile, await localNginxConf(options));
  const logFile = path.join(options.dir, 'nginx.log');
  const log = openSync(logFile, 'a');
  const child = spawn(
    options.nginx,
    ['-p', options.dir, '-c', confFile, '-e', logFile, '-g', 'daemon off;'],
    { stdio: ['ignore', log, log] },
  );
  closeSync(log);
  const url = `http://127.0.0.1:${options.port}`;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`nginx exited (${code}): ${readFileSync(logFile, 'utf8').slice(-2000)}`)),
    ),
  );
  exited.catch(() => {});
  await Promise.race([answering(`${url}/nginx-health`), exited]);
  return { url, stop: () => stopChild(child) };
}

async function answering(url: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer at ${url}`);
}
