// A throw-away PostgreSQL cluster for the scale check (Debian's postgresql package), or a fresh database on
// the server named by SCALE_DATABASE_URL.
import { execFileSync, execSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'postgres')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length > 0 ? join(root, versions.at(-1), 'bin') : undefined;
}

/** Runs a PostgreSQL tool as the postgres user when this process is root (initdb refuses root). */
function asPostgres(command) {
  const asRoot = process.getuid?.() === 0;
  execSync(asRoot ? `su postgres -s /bin/sh -c ${JSON.stringify(command)}` : command, {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Creates an empty database on the given server and returns its URL. */
async function freshDatabase(serverUrl) {
  const name = `wl_scale_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** @returns {Promise<{ url: string, stop: () => void }>} */
export async function startPostgres() {
  if (process.env.SCALE_DATABASE_URL) {
    return { url: await freshDatabase(process.env.SCALE_DATABASE_URL), stop: () => undefined };
  }
  const bin = postgresBin();
  if (!bin)
    throw new Error('PostgreSQL is not installed (apt-get install postgresql) and SCALE_DATABASE_URL is not set');
  const dir = mkdtempSync(join(tmpdir(), 'wl-scale-pg-'));
  chmodSync(dir, 0o755);
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  asPostgres(`${bin}/initdb -D ${dir}/data -A trust -U postgres >/dev/null`);
  asPostgres(
    `${bin}/pg_ctl -D ${dir}/data -o '-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200' -l ${dir}/log -w start >/dev/null`,
  );
  const stop = () => {
    try {
      asPostgres(`${bin}/pg_ctl -D ${dir}/data -m immediate stop >/dev/null`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return { url: await freshDatabase(`postgres://postgres@127.0.0.1:${port}/postgres`), stop };
}
