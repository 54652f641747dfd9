// npm run contract -- --api-url URL --client EMAIL:PASSWORD --manager EMAIL:PASSWORD [--dealer EMAIL:PASSWORD] [--write]
// Checks a backend against the v1 contract and exits 1 when anything fails (2 on a usage error).
import { parseArgs } from 'node:util';
import type { Account, ContractOptions } from './context';
import { runContract } from './run';

const USAGE = `Usage: npm run contract -- --api-url URL --client EMAIL:PASSWORD --manager EMAIL:PASSWORD [--dealer EMAIL:PASSWORD] [--write]

  --api-url   the backend, as API_URL names it (http://host:port; /api/v1 is added)
  --client, --manager, --dealer   accounts of each role, e-mail and password separated by the first colon
  --write     also make changes the portal makes (favorites, a saved search, a bid, a chat message), each undone`;

function account(text: string | undefined, flag: string): Account | undefined {
  if (text === undefined) return undefined;
  const colon = text.indexOf(':');
  if (colon < 1) throw new Error(`--${flag} must be EMAIL:PASSWORD`);
  return { email: text.slice(0, colon), password: text.slice(colon + 1) };
}

/** The options of a command line, or an Error saying what is wrong with it. */
export function parseOptions(args: readonly string[]): ContractOptions {
  const { values } = parseArgs({
    args: [...args],
    options: {
      'api-url': { type: 'string' },
      client: { type: 'string' },
      manager: { type: 'string' },
      dealer: { type: 'string' },
      write: { type: 'boolean', default: false },
    },
  });
  const apiUrl = values['api-url'];
  if (!apiUrl || !/^https?:\/\//.test(apiUrl)) throw new Error('--api-url must be an http(s) URL');
  const client = account(values.client, 'client');
  const manager = account(values.manager, 'manager');
  if (!client || !manager) throw new Error('--client and --manager are required');
  return { apiUrl, accounts: { client, manager, dealer: account(values.dealer, 'dealer') }, write: values.write ?? false };
}

async function main(): Promise<number> {
  let options: ContractOptions;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  const report = await runContract(options, (line) => console.log(line));
  return report.failed ? 1 : 0;
}

process.exitCode = await main();
