import { isExecutable } from './is-executable';
import { installDebianPackage } from './debian-package';

/**
 * The tool that validates docker-compose.yml: `DOCKER_COMPOSE_PATH`, else Debian's
 * `/usr/bin/docker-compose` (v1.29, which checks a file without a Docker engine), installed with
 * apt-get when we are root and it is missing.
 */
export async function ensureDockerCompose(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const wanted = env.DOCKER_COMPOSE_PATH ?? '/usr/bin/docker-compose';
  if (await isExecutable(wanted)) return wanted;
  if (env.DOCKER_COMPOSE_PATH)
    throw new Error(`DOCKER_COMPOSE_PATH=${wanted} is not an executable file.`);

  await installDebianPackage(
    'docker-compose',
    'to validate docker-compose.yml',
    'Validating docker-compose.yml needs docker-compose at /usr/bin/docker-compose. Install it ' +
      'with your package manager (Debian/Ubuntu: `sudo apt-get install -y docker-compose`) or ' +
      'set DOCKER_COMPOSE_PATH.',
    env,
  );
  return wanted;
}
