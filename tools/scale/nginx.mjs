// Debian's nginx as the load balancer of the scale check: round-robin, no sticky sessions, and the retry an
// operator would configure (a request that could not reach an instance goes to the next one).
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function nginxBin() {
  return ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
}

export function nginxConfig({ dir, port, upstreams }) {
  return `worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log error;
events { worker_connections 2048; }
http {
  access_log off;
  # A load generator keeps its connections for the whole run: nginx's default of 1,000 requests per client
  # connection would close each a few times a run, and a request already written on a closing connection is a
  # socket error in the count.
  keepalive_requests 1000000;
  keepalive_timeout 75s;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream platform {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 64;
    keepalive_requests 1000000;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://platform;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      proxy_buffering off;
    }
  }
}
`;
}

/** Starts nginx in front of the given instance ports; `stop()` ends it and removes its folder. */
export async function startNginx({ port, upstreams }) {
  const bin = nginxBin();
  if (!bin) throw new Error('nginx is not installed (apt-get install nginx-light or nginx)');
  const dir = mkdtempSync(join(tmpdir(), 'wl-scale-nginx-'));
  chmodSync(dir, 0o755);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(dir, sub));
    // Workers run as an unprivileged user when nginx is started by root.
    chmodSync(join(dir, sub), 0o777);
  }
  writeFileSync(join(dir, 'nginx.conf'), nginxConfig({ dir, port, upstreams }));
  const child = spawn(
    bin,
    ['-e', join(dir, 'error.log'), '-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk.toString()));
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${port}/healthz`);
      break;
    } catch {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start: ${errors}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    stop: async () => {
      child.kill('SIGQUIT');
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
