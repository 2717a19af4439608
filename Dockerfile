# Production image: builds every workspace, then keeps only what the server runs. Node 24 (LTS): the line
# that gets security fixes; .ci/run tests on the same line.
FROM node:24-bookworm-slim AS build
WORKDIR /app
# sqlite3 compiles from source (its prebuilt download is not used).
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
ENV ELECTRON_SKIP_BINARY_DOWNLOAD=1 npm_config_nodedir=/usr/local
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY api/package.json api/
COPY public-web/package.json public-web/
COPY admin-desktop/package.json admin-desktop/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
WORKDIR /app
# pg_dump and pg_restore for `npm run admin -- backup` and `restore` (docker-compose.yml's backup service).
# pg_dump refuses a server newer than itself: its major version follows the postgres image of
# docker-compose.yml (16), newer than Debian 12's own client (15), so it comes from PostgreSQL's apt repository.
RUN apt-get update \
  && apt-get install -y --no-install-recommends ca-certificates postgresql-common \
  && /usr/share/postgresql-common/pgdg/apt.postgresql.org.sh -y \
  && apt-get install -y --no-install-recommends postgresql-client-16 \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production PORT=3000 TRUST_PROXY=true
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/shared/package.json ./shared/package.json
COPY --from=build /app/shared/dist ./shared/dist
COPY --from=build /app/api/package.json ./api/package.json
COPY --from=build /app/api/dist ./api/dist
COPY --from=build /app/public-web/package.json ./public-web/package.json
COPY --from=build /app/public-web/dist ./public-web/dist
COPY --from=build /app/public-web/dist-ssr ./public-web/dist-ssr
COPY --from=build /app/admin-desktop/package.json ./admin-desktop/package.json
COPY --from=build /app/admin-desktop/dist-web ./admin-desktop/dist-web
# /app/backups belongs to node before a volume is mounted there, so a new volume is writable by the backups.
RUN mkdir -p /app/data /app/backups && chown node:node /app/data /app/backups
USER node
VOLUME ["/app/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# Node receives SIGTERM directly (no shell in between), so shutdown is graceful.
CMD ["node", "api/dist/server.js"]
