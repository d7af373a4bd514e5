# syntax=docker/dockerfile:1
# Zedfall: the first stage builds the client and the server bundle; the second holds only what the
# server runs: its bundle, the built client, and the production dependencies of the server and
# shared workspaces (no client packages, no dev tools). No compiler either: the SQLite binding
# (libsql) ships its binary inside its npm package.
# Node 20, the major `engines` names and CI tests (docs/self-hosting/install.md, "Which Node").
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY shared shared
COPY server server
COPY client client
# the players' rules references, rendered into the client at build time (client/build/docs.ts)
COPY docs docs
RUN npm run build -w @zedfall/client && npm run build -w @zedfall/server

FROM node:20-bookworm-slim AS run
ENV NODE_ENV=production PORT=2567 ZEDFALL_DATA=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY client/package.json client/
# the server's and shared's production dependencies only, as the lock file pins them; then out go what
# no running server reads: TypeScript and type declarations (@colyseus/schema's code generator
# depends on TypeScript) and libsql's musl binaries (this image is glibc, libsql loads the gnu one)
RUN npm ci --omit=dev -w @zedfall/server -w @zedfall/shared --no-audit --no-fund && npm cache clean --force \
 && rm -rf node_modules/typescript node_modules/@types node_modules/@libsql/*-musl*
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/client/dist client/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 2567
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||2567)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server/dist/index.js"]
