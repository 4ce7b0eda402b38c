import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

/** Reads the configuration, builds the app and listens. A bad configuration stops start-up with one line. */
async function main() {
  let app;
  try {
    const config = loadConfig();
    app = await buildApp(config);
    await app.listen({ host: config.host, port: config.port });
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(78);
    }
    throw err;
  }
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void close('SIGTERM'));
  process.once('SIGINT', () => void close('SIGINT'));
}

await main();
