# syntax=docker/dockerfile:1
# The site's container image (README "Container"). Build: docker build -t ferrion-site \
#   --build-arg DEPLOYMENT_ID=$(git rev-parse --short HEAD) .
# The default target is `runtime`, the production image; `services` is the local stand-ins'
# image compose.yaml runs beside it for a demo (dev dependencies, never for production).
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
# better-sqlite3 (the stand-ins' store) compiles itself when no prebuilt binary fits.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# npm install as .ci/run does, not npm ci: the lock file cannot list every platform build of the
# optional dependencies, and npm ci refuses it then. The lock still pins every version.
RUN npm install --no-audit --no-fund

FROM deps AS build
# The release identity (README "Container"): asset URLs, build id and the build poll all name it.
ARG DEPLOYMENT_ID=""
ENV DEPLOYMENT_ID=${DEPLOYMENT_ID} NEXT_TELEMETRY_DISABLED=1 NEXT_SKIP_TYPECHECK=1
COPY . .
# Standalone output plus server/start.mjs and what it imports, laid out as the image runs it
# (the same script tests/e2e/container-image.spec.ts starts the build with).
RUN npx next build && node scripts/assemble-image.mjs /image

FROM deps AS services
ENV NODE_ENV=production LOCAL_SERVICES_HOST=0.0.0.0 LOCAL_SERVICES_PORT=4000 \
  LOCAL_SERVICES_DATA_DIR=/data
COPY . .
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:4000/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "local-services/server.mjs"]

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production PORT=3000 NEXT_TELEMETRY_DISABLED=1
# Root owns the code, so the site cannot change it; it writes only Next's cache.
COPY --from=build /image ./
RUN mkdir -p .next/cache && chown node:node .next/cache
USER node
EXPOSE 3000
# Liveness only: readiness (/api/health/ready) is for the load balancer, not for a restart.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# server/start.mjs drains on SIGTERM for SHUTDOWN_GRACE_MS; give `docker stop` more than that.
STOPSIGNAL SIGTERM
CMD ["node", "server/start.mjs"]
