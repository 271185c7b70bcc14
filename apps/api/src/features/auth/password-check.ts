import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { burnPasswordCheck, type PasswordCost, verifyPassword } from '../../lib/passwords';
import type { HashGate } from '../../lib/passwords-gate';

/** What customers' and staff's sign-ins need of the server. */
export type SignInDeps = {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  passwordCost: PasswordCost;
  /** Every password hash and check goes through it, so a flood cannot pile hashes up. */
  hashGate: HashGate;
};

/**
 * Whether `password` opens the `stored` hash. With none (an unknown e-mail, an account that
 * may not sign in with a password) a check of the same cost is burnt and the answer is no,
 * so a wrong e-mail and a wrong password answer alike and in about the same time.
 * `callerGone`: the client has closed its connection, so a check still waiting is skipped.
 */
export function passwordMatches(
  deps: Pick<SignInDeps, 'hashGate' | 'passwordCost'>,
  password: string,
  stored: string | null,
  callerGone?: () => boolean,
): Promise<boolean> {
  if (stored === null) {
    return deps.hashGate.run(
      () => burnPasswordCheck(password, deps.passwordCost).then(() => false),
      callerGone,
    );
  }
  return deps.hashGate.run(() => verifyPassword(password, stored), callerGone);
}
