import { resolve } from 'node:path';
import { fitImages } from './services/images/fit-image.ts';
import { createApp } from './app.ts';
import { configFrom, ConfigError, type Config } from './config.ts';
import { armCrashPoint } from './crash-points.ts';
import { openDatabase } from './db/client.ts';
import { seed } from './db/seed.ts';
import { listen } from './lifecycle.ts';
import { startJobWorker } from './services/jobs/worker.ts';
import { startPictureWorker } from './services/pictures/start-pictures.ts';
import { designPicture } from './services/pictures/picture-store.ts';
import { createMailer } from './services/mail/create-mailer.ts';
import { MAIL_JOB, mailJobHandler } from './services/mail/mail-job.ts';
import { SIGN_IN_MAIL_JOB, signInMailJobHandler } from './services/users/sign-in-mail.ts';
import { paymentProvidersFrom } from './services/payments/providers.ts';
import { enqueueMissingConfirmation } from './services/orders/order-mails.ts';
import { startReconciler } from './services/payments/reconcile.ts';
import { startSignInPurge } from './services/users/purge-expired.ts';
import { startSandboxWebhookDeliverer } from './services/payments/sandbox/webhooks.ts';
import { fileImageStore } from './storage/image-store.ts';
import { createLogger } from './logger.ts';
import { defaultWebBuildDir, loadWeb } from './web.ts';

function readConfig(): Config {
  try {
    return configFrom(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
}

/** config -> database -> migrate -> seed -> listen -> job worker; SIGTERM/SIGINT finish in-flight requests and jobs, close the database, exit 0. */
async function main(): Promise<void> {
  const startedAt = Date.now();
  const config = readConfig();
  const logger = createLogger(config.LOG_LEVEL);
  if (config.CRASH_AT) logger.warn({ crashAt: config.CRASH_AT }, 'CRASH_AT: this process kills itself at that point of the pay sequence (tests only)');
  armCrashPoint(config.CRASH_AT);
  const database = await openDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL, onIdleError: (err) => logger.warn({ err }, 'database: an idle connection broke; the pool opens a new one') }
      : { dataDir: resolve(config.DATA_DIR) },
  );
  if (database.driver === 'pglite') {
    // Measured in issue 12 (docs/decisions.md, "PGlite and unclean shutdowns"): PGlite never calls fsync.
    logger.warn(
      { driver: 'pglite', dataDir: resolve(config.DATA_DIR) },
      'The embedded database (PGlite) survives a killed server but never forces its writes to disk, so a power cut or OS crash can lose saved designs and orders or leave DATA_DIR unreadable. Fine for trying the shop; for real orders set DATABASE_URL to a PostgreSQL server (README, "Running on PostgreSQL").',
    );
  }
  await seed(database.db, config);
  const web = await loadWeb(config.WEB_BUILD_DIR ? resolve(config.WEB_BUILD_DIR) : defaultWebBuildDir);
  const images = fileImageStore(resolve(config.IMAGES_DIR ?? `${config.DATA_DIR}/images`));
  const fit = fitImages({ publicDir: web.clientDir, cacheDir: resolve(config.IMAGE_CACHE_DIR ?? `${config.DATA_DIR}/image-cache`),
    designPicture: (uuid, index) => designPicture(images, uuid, index),
    onDiskError: (err: unknown) => logger.warn({ err }, 'image cache: the disk cache failed; the picture is served from a fresh render'),
  });
  const app = createApp({ database, config, logger, images, fitImages: fit, startedAt }, web);
  const server = await listen(app, config.PORT, config.HOST, logger);
  // Mails and other side effects wait in the jobs table; every server process runs a worker on it.
  const mailer = createMailer(config);
  const jobs = startJobWorker({ db: database.db, logger: logger.child({ component: 'jobs' }), handlers: { [MAIL_JOB]: mailJobHandler(mailer), [SIGN_IN_MAIL_JOB]: signInMailJobHandler({ db: database.db, config, mailer }) } });
  // The sandbox payment provider's webhooks wait in its outbox; every process delivers them (claims expire, so none is lost).
  const sandboxWebhooks = config.PAYMENT_PROVIDER === 'sandbox' ? startSandboxWebhookDeliverer({ db: database.db, config, logger: logger.child({ component: 'sandbox-pay' }) }) : null;
  // Payments a crash or a lost webhook left unsettled, and paid orders without their confirmation mail:
  // a round at start, then every RECONCILE_INTERVAL_MS, in every process (each payment claimed by one).
  const reconciler = startReconciler(
    // The confirmation mail is enqueued with the payment; the reconciler enqueues it for a paid order that has none.
    {
      db: database.db,
      config,
      logger: logger.child({ component: 'reconciler' }),
      providers: paymentProvidersFrom(database.db, config),
      enqueueConfirmation: (db, order) => enqueueMissingConfirmation({ db, config }, order),
    },
    { intervalMs: config.RECONCILE_INTERVAL_MS, minAgeMs: config.RECONCILE_AFTER_MS },
  );
  // Saved designs' pictures, drawn by the configurator's viewer in headless Chromium from this process's own pages.
  const ownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
  const pictures = await startPictureWorker({ db: database.db, images, config, origin: `http://${ownHost.includes(':') ? `[${ownHost}]` : ownHost}:${server.port}`, logger: logger.child({ component: 'pictures' }) });
  const signInPurge = startSignInPurge({ db: database.db, logger: logger.child({ component: 'sign-in-purge' }) });
  logger.info(
    { port: server.port, driver: database.driver, mail: mailer.kind, startMs: Date.now() - startedAt },
    `Masswerk is listening on http://localhost:${server.port}`,
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      // The job worker finishes the attempts under way (each within its time limit); a job it could not
      // finish is claimed again once its lock expires.
      await Promise.all([server.stop(config.SHUTDOWN_TIMEOUT_MS), jobs.stop(), pictures?.stop(), sandboxWebhooks?.stop(), reconciler.stop(), signInPurge.stop()]);
      mailer.close();
      await database.close();
      logger.info('database closed; bye');
      process.exitCode = 0;
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exitCode = 1;
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('Masswerk failed to start:', error);
  process.exit(1);
});
