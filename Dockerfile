# One image, two commands: the API (default) and the worker (`node dist/apps/worker/src/main.js`).
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
# npm 10 for the clean install: some npm 11 releases reject lockfiles without other platforms' optional binaries.
RUN npx --yes npm@10.9.9 ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/prisma ./prisma
COPY --from=build /app/libs ./libs
USER node
EXPOSE 3000
CMD ["node", "dist/apps/api/src/main.js"]
