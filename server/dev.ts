// `npm run dev`: Vite's dev server (hot reload) with the sandbox API mounted under /api on the same port.
import { createServer } from 'vite';
import { dataHint, projectRoot, SIGN_IN_HINT } from './paths.ts';

try {
  const server = await createServer({ root: projectRoot, configFile: `${projectRoot}vite.config.ts` });
  await server.listen();
  server.printUrls();
  console.log(`  ${SIGN_IN_HINT}`);
  console.log(`  ${dataHint()}`);
  const shutdown = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    /port .* is already in use/i.test(message)
      ? `${message}. Stop the other server or run PORT=5174 npm run dev.`
      : message,
  );
  process.exit(1);
}
