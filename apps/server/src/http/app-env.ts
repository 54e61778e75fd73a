import type { Locale } from '@masswerk/domain';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { SessionRow } from '../db/users.ts';
import type { FitImages } from '../services/images/fit-image.ts';
import type { ImageStore } from '../storage/image-store.ts';
import type { RequestVariables } from './request-log.ts';

/** What every route handler can reach: the database, configuration, the process logger and the image stores. */
export interface AppDeps {
  database: Database;
  config: Config;
  logger: Logger;
  images: ImageStore;
  /** The /fit image service: static images resized and re-encoded, cached. */
  fitImages: FitImages;
  startedAt: number;
  /** Check every JSON answer against its contract schema (the tests turn it on: a mismatch is a 500). */
  checkAnswers?: boolean;
}

export interface AppEnv {
  Variables: RequestVariables & {
    /** The language the request's body names (the cart's meta.language), set by the API router: it outranks Accept-Language. */
    bodyLocale?: Locale;
    /** The signed-in browser's live session (services/users/session.ts `userSession`), where that middleware ran. */
    session?: SessionRow;
  };
}
