# Ledgerdesk in a container (docs/deploy.md). The build stage compiles the web app and the
# server with every dependency; the image keeps the compiled output, the server's production
# dependencies and the sources its command-line tools run from (create-admin, backup, restore).
# Node 24 LTS on Debian, as .nvmrc and CI; @node-rs/argon2 ships glibc binaries, so not Alpine.

# The workspaces' manifests, for both stages' installs: a change of code alone reuses them.
FROM node:24-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/domain packages/domain
COPY apps/server apps/server
COPY apps/web apps/web
RUN npm run build -w @ledgerdesk/web && npm run build -w @ledgerdesk/server

FROM manifests
# Report PDFs embed DejaVu Sans for Vietnamese names; pg_dump and pg_restore for npm run backup.
RUN apt-get update \
  && apt-get install -y --no-install-recommends fonts-dejavu-core postgresql-client \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
RUN npm ci --omit=dev --no-audit --no-fund --workspace @ledgerdesk/server && npm cache clean --force
COPY tsconfig.base.json ./
COPY packages/domain packages/domain
COPY apps/server/src apps/server/src
COPY apps/server/drizzle apps/server/drizzle
COPY apps/server/tsconfig.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
