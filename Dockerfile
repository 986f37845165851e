# syntax=docker/dockerfile:1
# One image for every app process: the API by default, a worker when the command says so
# (docker-compose.yml). It runs the TypeScript sources with tsx, as `npm start` does.

# The Node release the repository is tested on.
ARG NODE_VERSION=20.20.2

FROM node:${NODE_VERSION}-bookworm-slim AS base
WORKDIR /app
# Only the manifests first, so source edits do not invalidate the dependency layers.
COPY package.json package-lock.json ./
COPY workflows/package.json workflows/
COPY orchestrator/package.json orchestrator/
COPY api/package.json api/
COPY ui/package.json ui/
COPY infra/package.json infra/

# Build: the UI's production bundle and the workflow bundle.
FROM base AS build
# --ignore-scripts: sharp, onnxruntime-node, @swc/core, esbuild and rolldown load prebuilt binaries
# from their packages, so no install script is needed (npm 11 here runs none but embedded
# Postgres's, which belongs to infra). infra is not part of the image.
RUN --mount=type=cache,target=/root/.npm \
    npm ci --ignore-scripts --no-audit --no-fund --include-workspace-root \
      -w @studio/workflows -w @studio/api -w @studio/orchestrator -w @studio/ui
COPY tsconfig.json ./
COPY workflows workflows
COPY api api
COPY orchestrator orchestrator
COPY ui ui
RUN npm run build -w @studio/ui --silent
RUN node --import tsx -e \
    "require('./orchestrator/src/bundle-workflows.ts').bundleWorkflows('/app/build/workflow-bundle.js')"

# Production dependencies of the three server packages only.
FROM base AS deps
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
      -w @studio/workflows -w @studio/api -w @studio/orchestrator
# tsx (a root devDependency) runs the sources; it needs only esbuild and esbuild's platform binary.
COPY --from=build /app/node_modules/tsx node_modules/tsx
COPY --from=build /app/node_modules/esbuild node_modules/esbuild
COPY --from=build /app/node_modules/@esbuild node_modules/@esbuild
COPY tsconfig.json ./
COPY workflows/tsconfig.json workflows/
COPY workflows/src workflows/src
COPY api/tsconfig.json api/
COPY api/src api/src
COPY orchestrator/tsconfig.json orchestrator/
COPY orchestrator/src orchestrator/src
COPY --from=build /app/ui/dist ui/dist
COPY --from=build /app/build build
# A module missing from the production tree fails the build here, not a deployment.
RUN node --import tsx -e "for (const m of ['api/src/app.ts', 'api/src/config.ts', \
    'orchestrator/src/worker.ts', 'orchestrator/src/config.ts', \
    'orchestrator/src/activities/all-activities.ts', \
    'orchestrator/src/providers/create-providers.ts']) require('./' + m)"

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ARG APP_COMMIT=unknown
LABEL org.opencontainers.image.title="Snapshot Studio" \
      org.opencontainers.image.revision="${APP_COMMIT}"
ENV NODE_ENV=production \
    APP_COMMIT=${APP_COMMIT} \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data \
    UI_DIST_DIR=/app/ui/dist \
    WORKFLOW_BUNDLE=/app/build/workflow-bundle.js
WORKDIR /app
# Root-owned and read-only for the app; only DATA_DIR (the mail outbox without SMTP) is writable.
COPY --from=deps /app /app
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000 9464 9465 9466
# The API; workers run `node --import tsx orchestrator/src/main.ts`.
CMD ["node", "--import", "tsx", "api/src/main.ts"]
