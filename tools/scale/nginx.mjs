// Debian's nginx in front of the platform as an operator runs it: the load balancer of the scale check
// (round-robin, no sticky sessions, and the retry an operator would configure: a request that could not reach an
// instance goes to the next one), and the HTTPS and HTTP/2 edge of the Lighthouse lab (decision 0072).
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function nginxBin() {
  return ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
}

/**
 * `tls` (`{ certFile, keyFile }`): nginx answers HTTPS with HTTP/2 on `port` instead of plain HTTP/1.1.
 * (`listen … ssl http2` is nginx 1.22's form, Debian 12; later versions accept it with a notice.)
 */
export function nginxConfig({ dir, port, upstreams, tls }) {
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
    listen 127.0.0.1:${port}${tls ? ' ssl http2' : ''};
${tls ? `    ssl_certificate ${tls.certFile};\n    ssl_certificate_key ${tls.keyFile};\n` : ''}    location / {
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

/** One `/healthz` through nginx over HTTPS, trusting only the given certificate. */
function healthOverTls(port, certFile) {
  return new Promise((resolve, reject) => {
    const asked = request(
      { host: '127.0.0.1', port, path: '/healthz', ca: readFileSync(certFile), servername: 'localhost' },
      (answer) => {
        answer.resume();
        resolve(answer.statusCode);
      },
    );
    asked.on('error', reject);
    asked.end();
  });
}

/** Starts nginx in front of the given instance ports (with `tls`, over HTTPS and HTTP/2); `stop()` ends it and removes its folder. */
export async function startNginx({ port, upstreams, tls }) {
  const bin = nginxBin();
  if (!bin) throw new Error('nginx is not installed (apt-get install nginx-light or nginx)');
  const dir = mkdtempSync(join(tmpdir(), 'wl-scale-nginx-'));
  chmodSync(dir, 0o755);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(dir, sub));
    // Workers run as an unprivileged user when nginx is started by root.
    chmodSync(join(dir, sub), 0o777);
  }
  writeFileSync(join(dir, 'nginx.conf'), nginxConfig({ dir, port, upstreams, tls }));
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
      if (tls) await healthOverTls(port, tls.certFile);
      else await fetch(`http://127.0.0.1:${port}/healthz`);
      break;
    } catch {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start: ${errors}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    origin: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    port,
    stop: async () => {
      child.kill('SIGQUIT');
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
