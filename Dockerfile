# syntax=docker/dockerfile:1
# Two images from one build (deploy/README.md):
#   spend      (target runtime, the default): every Node service, compiled to JavaScript (one bundle
#              per entry in dist/, `npm run build:services`); the command is the bundle, e.g.
#              `dist/services.api.src.main.mjs`. No tsx at run time.
#   spend-web  (target web): the built web app behind nginx, proxying /graphql to the API.
# Both run as a non-root user. Build: docker build -t spend . && docker build --target web -t spend-web .
ARG NODE_IMAGE=node:24.22.3-bookworm-slim

# Every workspace's manifest first, so the npm layers are cached until a dependency changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY services/domain/package.json services/domain/
COPY services/runtime/package.json services/runtime/
COPY services/eventstore/package.json services/eventstore/
COPY services/api/package.json services/api/
COPY services/identity/package.json services/identity/
COPY services/authorizer/package.json services/authorizer/
COPY services/simulator/package.json services/simulator/
COPY projections/package.json projections/
COPY workflows/package.json workflows/
COPY web/package.json web/
COPY deploy/package.json deploy/
COPY bench/package.json bench/

# Generated GraphQL types, the production web build and the compiled services (need the dev dependencies).
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
# The identity provider's public URL, compiled into the web app (Vite env).
ARG VITE_OIDC_ISSUER=http://localhost:4100
RUN npm run codegen && npm run build -w @spend/web && npm run build:services

# Production dependencies only: the bundles import them from node_modules.
FROM manifests AS deps
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
# Listen on every interface (probes and peers reach the pod's address, not its loopback).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    IDENTITY_HOST=0.0.0.0 \
    HEALTH_HOST=0.0.0.0 \
    SNAPSHOT_DIR=/data/snapshots \
    STORAGE_LOCAL_DIR=/data/files \
    IDENTITY_OUTBOX_DIR=/data/outbox
WORKDIR /app
# Manifests and node_modules (each workspace's too), the compiled services, and the files they read
# beside their sources (GraphQL schemas, migrations, the workflow sources the Temporal worker bundles).
COPY --from=deps /app ./
COPY --from=build /app/dist ./dist
COPY tsconfig.base.json tsconfig.json ./
COPY services ./services
COPY projections ./projections
COPY workflows ./workflows
COPY deploy/dev/demo-users.json ./deploy/dev/demo-users.json
COPY --from=build /app/services/api/src/generated ./services/api/src/generated
COPY --from=build /app/web/dist ./web/dist
# poppler-utils: pdftotext reads the text of mailed and uploaded receipt PDFs (services/api/src/receipts/extract.ts).
RUN apt-get update && apt-get install -y --no-install-recommends poppler-utils && rm -rf /var/lib/apt/lists/*
# The only writable place; a Kubernetes pod mounts volumes here and at /tmp.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 4000 4100 4300 9464
# PID 1 is node itself (no shell, no wrapper process), so SIGTERM reaches the service. Its options are
# SERVICE_NODE_OPTIONS (services/runtime/src/bundles.ts: why the young generation has a fixed size).
ENTRYPOINT ["node", "--enable-source-maps", "--min-semi-space-size=16", "--max-semi-space-size=16"]
CMD ["dist/services.api.src.main.mjs"]

FROM nginxinc/nginx-unprivileged:1.29.3-alpine AS web
# The image renders templates/*.template into conf.d with the environment (API_UPSTREAM).
ENV API_UPSTREAM=http://api:4000
COPY deploy/web/default.conf.template /etc/nginx/templates/default.conf.template
COPY --from=build /app/web/dist /usr/share/nginx/html
EXPOSE 8080
