/** The UI's production build, for the benchmarks that load it in Chromium (editor, bundle). */
import { spawnSync } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { ensureChromium } from '../src/provision/chromium';
import { REPO_ROOT } from '../src/paths';

const uiRoot = path.join(REPO_ROOT, 'ui');

/** The landing page's own JavaScript (entry and its static imports) holds no React Flow code. */
export async function landingHoldsNoEditor(
  dist: string,
): Promise<{ files: number; bytes: number; clean: boolean }> {
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  let bytes = 0;
  let clean = true;
  for (const script of scripts) {
    const code = await readFile(path.join(dist, script), 'utf8');
    bytes += code.length;
    if (code.includes('react-flow__') || code.includes('xyflow')) clean = false;
  }
  return { files: scripts.length, bytes, clean };
}

/** The UI package's own Vite, in its folder: a production build. */
export function viteBuild(args: string[]) {
  const vite = path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--logLevel', 'warn', '--emptyOutDir', ...args],
    {
      cwd: uiRoot,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error(`vite build ${args.join(' ')} failed`);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** Serves a built folder over HTTP on a free port (the pages load their chunks as modules). */
export async function serveStatic(root: string) {
  const server = createServer((request, response) => {
    const file = path.join(
      root,
      decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname),
    );
    if (!file.startsWith(root)) return void response.writeHead(403).end();
    stat(file)
      .then((info) => {
        if (!info.isFile()) throw new Error('not a file');
        response.writeHead(200, {
          'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        });
        createReadStream(file).pipe(response);
      })
      .catch(() => response.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { server, address: `http://127.0.0.1:${port}` };
}

/** Debian's Chromium as the project's tests drive it (no sandbox, nothing fetched in the background). */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: await ensureChromium(),
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}
