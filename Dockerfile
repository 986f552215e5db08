# Liasse in a container: built in one stage (every dependency, `node scripts/build.mjs`), run from
# another that holds only what production needs (runtime dependencies, the compiled server in
# build/, the front end in dist/, tesseract for OCR) as an unprivileged user.
# NODE_IMAGE is any Debian bookworm image with Node 20.19+ and npm; scripts/containerBase.sh makes
# one from Debian's packages where no registry is reachable.
ARG NODE_IMAGE=docker.io/library/node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/build.mjs

FROM ${NODE_IMAGE} AS runtime
# tesseract reads scanned documents (documents.ocr); ca-certificates for S3, SMTP and PISTE over TLS.
RUN apt-get update \
 && apt-get install -y --no-install-recommends tesseract-ocr tesseract-ocr-fra ca-certificates \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/build ./build
COPY --from=build /app/dist ./dist
RUN useradd --system --uid 10001 --user-group --home-dir /app --shell /usr/sbin/nologin liasse \
 && mkdir /data && chown liasse:liasse /data
USER liasse
ENV DATA_DIR=/data PORT=8080
VOLUME /data
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "build/server/main.js"]
