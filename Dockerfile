# syntax=docker/dockerfile:1
# One image: the Fastify server plus both built single-page apps, in the monorepo's own layout.
# It runs with NODE_ENV=production against PostgreSQL (DATABASE_URL) and refuses to start while a
# migration is pending: run `node apps/server/dist/cli.js db:migrate` first (docker-compose.yml does).

FROM node:24-bookworm-slim AS base
ENV CI=true \
    TURBO_TELEMETRY_DISABLED=1 \
    DO_NOT_TRACK=1
RUN npm install -g pnpm@11.28.11
WORKDIR /app

# Every package of the lockfile, fetched into the store from the lockfile alone: this layer is
# rebuilt only when the dependencies change, not on every source edit.
FROM base AS deps
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch --store-dir /pnpm/store

# Build the server and everything it depends on (turbo builds both apps before it).
FROM deps AS build
COPY . .
RUN pnpm install --frozen-lockfile --offline --store-dir /pnpm/store
RUN pnpm turbo run build --filter=@uniguide/server...

# The same workspace with production dependencies only, plus the build output.
FROM deps AS prod
COPY . .
RUN pnpm install --frozen-lockfile --offline --prod --store-dir /pnpm/store
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/agent/dist apps/agent/dist
COPY --from=build /app/apps/admin/dist apps/admin/dist

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=prod /app ./
# The code stays root-owned and read-only to the app; only DATA_DIR (uploads) is writable.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/dist/server.js"]
