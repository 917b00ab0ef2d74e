/**
 * `npm run createsuperuser -- --username U --email E --password P`
 *
 * Creates the first account of an empty database (DATABASE_URL, else the embedded one in DATA_DIR,
 * default ./data): a superuser and branch manager with no coordinated hub and all nine rights. Missing
 * values are asked for on the terminal when stdin is a TTY. Exits 1 when an account already exists.
 */
import { createInterface } from 'node:readline/promises';
import { openDatabase } from '../db/client';
import * as s from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { isDatabaseEmpty } from './index';
import { ALL_RIGHTS } from './network';
import { runCli } from './util';

const USAGE = 'Usage: npm run createsuperuser -- --username U --email E --password P';

function parseArgs(argv: string[]): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const m = /^--(username|email|password)(?:=(.*))?$/.exec(a);
    if (!m) return null;
    if (m[2] !== undefined) out[m[1]] = m[2];
    else if (i + 1 < argv.length) out[m[1]] = argv[++i];
    else return null;
  }
  return out;
}

async function ask(
  rl: ReturnType<typeof createInterface>,
  question: string,
  hidden = false,
): Promise<string> {
  if (!hidden) return (await rl.question(question)).trim();
  // Hide the typed password: mute the echo of everything after the prompt.
  const out = process.stdout;
  const write = out.write.bind(out);
  let muted = false;
  out.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    if (muted) return true;
    return (write as (c: string | Uint8Array, ...r: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof out.write;
  try {
    const p = rl.question(question);
    muted = true;
    const answer = await p;
    return answer;
  } finally {
    out.write = write;
    write('\n');
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (!args) {
    console.error(USAGE);
    return 2;
  }
  let { username, email, password } = args;
  const missing = !username || !email || !password;
  if (missing) {
    if (!process.stdin.isTTY) {
      console.error(
        `Missing ${['username', 'email', 'password'].filter((k) => !args[k]).join(', ')}. ${USAGE}`,
      );
      return 2;
    }
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    rl.on('SIGINT', () => rl.close());
    try {
      while (!username) username = await ask(rl, 'Username: ');
      while (!email || !EMAIL.test(email)) email = await ask(rl, 'Email address: ');
      while (!password) {
        const first = await ask(rl, 'Password: ', true);
        const again = await ask(rl, 'Password (again): ', true);
        if (first && first === again) password = first;
        else console.error(first ? 'The two passwords do not match.' : 'The password may not be empty.');
      }
    } catch (err) {
      // Ctrl+C or Ctrl+D at a prompt.
      if ((err as Error).name === 'AbortError' || (err as { code?: string }).code === 'ERR_USE_AFTER_CLOSE') {
        console.error('\nCancelled; no account was created.');
        return 1;
      }
      throw err;
    } finally {
      rl.close();
    }
  }
  if (!EMAIL.test(email)) {
    console.error(`'${email}' is not a valid email address.`);
    return 2;
  }

  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || './data';
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    if (!(await isDatabaseEmpty(database.db))) {
      console.error(
        'An account already exists: createsuperuser only makes the first account of an empty database.',
      );
      return 1;
    }
    const hash = await hashPassword(password);
    await database.db.transaction(async (tx) => {
      const [account] = await tx
        .insert(s.accounts)
        .values({
          username,
          email,
          password: hash,
          is_active: true,
          is_superuser: true,
          is_admin: true,
          is_staff: true,
          branch_manager: true,
          coodinated_hub: null,
        })
        .returning({ id: s.accounts.id });
      await tx.insert(s.accountRights).values({ user: account.id, ...ALL_RIGHTS });
    });
    console.log(`Superuser '${username}' created.`);
    return 0;
  } finally {
    await database.close();
  }
}

runCli(main);
