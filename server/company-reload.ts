// SIGHUP reloads the company config of a running portal: the file is read and checked again, with its
// info pages; a good one is put in force at once, a bad one is refused with every problem logged and
// the running config stays.
import type { Logger } from 'pino';
import type { PortalApp } from './app';
import { loadCompanyConfig } from './company-config';
import { displayPath } from './paths';

/** Reloads `file` into `portal`; false (and the problems logged) when it is refused. */
function reloadCompany(portal: Pick<PortalApp, 'reload'>, file: string, logger: Logger): boolean {
  try {
    const company = loadCompanyConfig(file);
    portal.reload(company);
    logger.info(`SIGHUP: company config ${displayPath(file)} reloaded (${company.name})`);
    return true;
  } catch (error) {
    logger.error(`SIGHUP: company config not reloaded, the running one stays. ${(error as Error).message}`);
    return false;
  }
}

/** Reloads on every SIGHUP; returns the way to stop listening. */
export function reloadCompanyOnSignal(portal: Pick<PortalApp, 'reload'>, file: string, logger: Logger): () => void {
  const onSignal = () => void reloadCompany(portal, file, logger);
  process.on('SIGHUP', onSignal);
  return () => process.off('SIGHUP', onSignal);
}
