# Praxis as a container image: multi-stage, runs as a non-root user, works with a read-only root
# file system (writes only to /data and /tmp, mounted by compose.yaml), with a health check.
# Build: docker build -t praxis .   Run several behind a proxy on PostgreSQL: compose.yaml.

# 1. Dependencies and the production build of the web app (no mock API).
FROM node:20.19-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN VITE_API_MOCK=false npx vite build --outDir dist --logLevel warn \
 && npm prune --omit=dev --no-audit --no-fund

# 2. What runs: the server (TypeScript through tsx), its production dependencies, the built app,
#    and PostgreSQL 15's client tools for `npm run backup` / `npm run restore` on PostgreSQL
#    (pg_dump must be at least the server's major version: compose.yaml runs PostgreSQL 15).
FROM node:20.19-bookworm-slim AS runtime
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client-15 \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4173 \
    PRAXIS_STATIC_DIR=/app/dist \
    PRAXIS_DATA_DIR=/data/pglite \
    PRAXIS_MAIL_OUTBOX_DIR=/data/outbox \
    PRAXIS_BACKUP_DIR=/data/backups \
    PRAXIS_AUDIO_DIR=/data/audio
WORKDIR /app
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/dist ./dist
COPY --chown=root:root package.json package-lock.json tsconfig.json ./
COPY --chown=root:root common ./common
COPY --chown=root:root server ./server
COPY --chown=root:root scripts ./scripts
# The code belongs to root and is read-only for the server's user; only /data is its own.
RUN mkdir -p /data && chown node:node /data && chmod 0700 /data
USER node
VOLUME ["/data"]
EXPOSE 4173
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4173)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node itself is PID 1's child through tsx's loader; SIGTERM drains requests and closes the database.
CMD ["node", "--import", "tsx", "server/main.ts"]
