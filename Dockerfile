# Zedfall: build the client and the server bundle, then run them with node (no dev dependencies).
# syntax=docker/dockerfile:1
FROM node:22-slim AS build
# better-sqlite3 (the embedded game store) builds from source when no prebuilt binary can be fetched
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
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
RUN npm run build -w @zedfall/client && npm run build -w @zedfall/server \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:22-slim AS run
ENV NODE_ENV=production PORT=2567 ZEDFALL_DATA=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY client/package.json client/
# the production dependencies as built in the first stage (better-sqlite3's native module included)
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/client/dist client/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 2567
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||2567)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server/dist/index.js"]
