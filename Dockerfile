FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY prisma/package.json prisma/
COPY worker/package.json worker/
COPY api/package.json api/
COPY web/package.json web/
COPY prisma/schema.prisma prisma/prisma.config.ts prisma/migrate-adapter.ts prisma/database-url.ts prisma/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run -w @rihla/db generate
EXPOSE 4000
CMD ["npx", "tsx", "api/src/main.ts"]
