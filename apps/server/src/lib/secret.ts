import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { serverSecrets } from '../db/schema/server-secrets.js';

const SECRET_FILE = 'jwt-secret';
const SECRET_ROW = 'jwt-signing-key';
const MIN_LENGTH = 32;

export interface SecretOptions {
  dataDir: string;
  /** JWT_SECRET, when the operator set one: used as is, nothing is generated or stored. */
  configured?: string;
  /**
   * The shared database (PostgreSQL): the generated key is kept there, so every instance on it
   * signs and verifies with the same key. Without it the key is kept in DATA_DIR.
   */
  shared?: Database;
}

/**
 * The JWT signing key: JWT_SECRET when set; otherwise one generated on first start and kept so
 * sessions survive restarts, in PostgreSQL when the database is shared (several instances) or in
 * DATA_DIR (mode 0600) with the embedded database.
 */
export async function loadOrCreateSecret(options: SecretOptions): Promise<string> {
  if (options.configured) return options.configured;
  if (options.shared) return sharedSecret(options.shared, options.dataDir);
  return fileSecret(options.dataDir);
}

async function readFileSecret(dataDir: string): Promise<string | undefined> {
  try {
    const existing = (await readFile(path.join(dataDir, SECRET_FILE), 'utf8')).trim();
    return existing.length >= MIN_LENGTH ? existing : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return undefined;
  }
}

async function fileSecret(dataDir: string): Promise<string> {
  const existing = await readFileSecret(dataDir);
  if (existing) return existing;
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, SECRET_FILE);
  const secret = randomBytes(48).toString('base64url');
  // 'wx' never overwrites a secret another process wrote a moment ago.
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return fileSecret(dataDir);
    throw error;
  }
  await chmod(file, 0o600);
  return secret;
}

/**
 * The first instance to start inserts a key; the insert of every other one (even at the same
 * moment) does nothing, and all read back the one row. A key an earlier single-instance setup
 * generated into DATA_DIR is offered first, so its sessions survive the move to a shared key.
 */
async function sharedSecret(db: Database, dataDir: string): Promise<string> {
  const candidate = (await readFileSecret(dataDir)) ?? randomBytes(48).toString('base64url');
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_ROW, value: candidate })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, SECRET_ROW));
  if (!row || row.value.length < MIN_LENGTH) {
    throw new Error(
      'The shared JWT signing key in the server_secrets table is missing or too short.',
    );
  }
  return row.value;
}
