# syntax=docker/dockerfile:1
# One image: the Fastify server with only its production dependencies, plus both built single-page
# apps, laid out as apps/server, apps/agent/dist and apps/admin/dist so the server finds the apps
# where it looks by default. It runs with NODE_ENV=production against PostgreSQL (DATABASE_URL) and
# refuses to start while a migration is pending: run `node apps/server/dist/cli.js db:migrate` first
# (docker-compose.yml does). Why `pnpm deploy`: docs/decisions/017-docs-config-and-image.md.

FROM node:24-bookworm-slim AS base
ENV CI=true \
    TURBO_TELEMETRY_DISABLED=1 \
    DO_NOT_TRACK=1
RUN npm install -g pnpm@11.28.11
WORKDIR /app

# Every package of the lockfile, fetched into the store from the lockfile alone: this layer is
# rebuilt only when the dependencies change, not on every source edit. pnpm reads the patches of
# patchedDependencies (docs/decisions/099-icons-built-once.md) here already: without them it stops.
FROM base AS deps
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY patches ./patches
RUN pnpm fetch --store-dir /pnpm/store

# Build the server and everything it depends on (turbo builds both apps before it), then deploy
# the server alone: its production dependencies in a self-contained node_modules. The bundle
# (tsup) carries the workspace packages' code, so every import it leaves is a server dependency.
FROM deps AS build
COPY . .
RUN pnpm install --frozen-lockfile --offline --store-dir /pnpm/store
RUN pnpm turbo run build --filter=@uniguide/server...
RUN pnpm --filter @uniguide/server --prod deploy --offline --store-dir /pnpm/store /deploy

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# Only what runs: the server's package.json, node_modules and bundle, and the two apps' files.
COPY --from=build /deploy/package.json apps/server/package.json
COPY --from=build /deploy/node_modules apps/server/node_modules
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/agent/dist apps/agent/dist
# The agent app's server build: its public pages rendered by the server (decision 040).
COPY --from=build /app/apps/agent/dist-ssr apps/agent/dist-ssr
COPY --from=build /app/apps/admin/dist apps/admin/dist
# The code stays root-owned and read-only to the app; only DATA_DIR (uploads) is writable.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/dist/server.js"]
