# Rihla: API, worker and the database step, compiled (docs/decisions/0010-compiled-build.md).
#   docker build -t rihla .      (not built in CI: no Docker engine there; the runtime layout is checked by hand, see
#                                 the decision record)
# Stage 1 has every dependency and builds: web app (web/dist), API and worker bundles, the database step's bundle.
# Stage 2 is what runs: production dependencies only, the bundles, the built web app, the migrations, as `node`.

# What npm ci needs, for both stages: the manifests, and the Prisma schema and CLI config (postinstall generates the
# client from them; the runtime's database step migrates with them).
FROM node:24-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY prisma/package.json prisma/
COPY worker/package.json worker/
COPY api/package.json api/
COPY web/package.json web/
COPY prisma/schema.prisma prisma/prisma.config.ts prisma/migrate-adapter.ts prisma/database-url.ts prisma/

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=manifests /app ./
# Only what the API and worker import (and the Prisma CLI for migrations: @prisma/client's peer, so installed
# too). No scripts: postinstall would generate the client, which is already inside the bundles.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund -w @rihla/api -w @rihla/worker \
  && npm cache clean --force
# The database step (scripts/dist/prepare-db.js) runs `prisma migrate deploy` with the config above and loads the
# seed's data files from prisma/seed/data.
COPY prisma/migrations prisma/migrations
COPY prisma/seed/data prisma/seed/data
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/worker/dist worker/dist
COPY --from=build /app/scripts/dist scripts/dist
COPY --from=build /app/web/dist web/dist
RUN mkdir -p /data/uploads && chown node:node /data/uploads
USER node
# MALLOC_ARENA_MAX: see nodeEnv in scripts/bundle.ts (fewer glibc arenas, less resident memory).
ENV UPLOAD_DIR=/data/uploads PORT=4000 MALLOC_ARENA_MAX=2
EXPOSE 4000
# Liveness: /healthz answers while the process runs (no database call, never refused under pressure). Readiness
# for a load balancer is /readyz (PostgreSQL, Redis, migrations: docs/decisions/0018-scale-out.md).
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The API; the worker runs the same image with `node --enable-source-maps worker/dist/main.js` and the database
# step with `node --enable-source-maps scripts/dist/prepare-db.js` (see docker-compose.yml).
CMD ["node", "--max-semi-space-size=4", "--max-old-space-size=256", "--enable-source-maps", "api/dist/main.js"]
