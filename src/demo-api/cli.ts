// `npm run demo-api`: the demo API alone on 127.0.0.1:${DEMO_API_PORT:-4010}.
import { DEMO_CREDENTIALS, demoApiOptionsFromEnv, startDemoApi } from './server';

const DEFAULT_PORT = 4010;

async function main(): Promise<void> {
  const options = demoApiOptionsFromEnv(process.env);
  const api = await startDemoApi({ ...options, port: options.port ?? DEFAULT_PORT, host: '127.0.0.1' });
  console.log(`Demo API listening on ${api.url}`);
  console.log(
    `Sign in with ${DEMO_CREDENTIALS.email} / ${DEMO_CREDENTIALS.password} (password recovery OTP: ${DEMO_CREDENTIALS.otp})`,
  );
  if (options.faults) console.log(`Faults: ${JSON.stringify(options.faults)}`);
  if (options.control) console.log('Test control endpoints enabled under /__demo/');

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, stopping the demo API`);
    api.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(`Demo API failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
