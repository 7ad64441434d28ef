import { nginxConfig } from './nginx.mjs';

describe('nginxConfig', () => {
  const dir = '/tmp/wl-nginx';
  it('balances plain HTTP over every instance, passing the host and the scheme on', () => {
    const config = nginxConfig({ dir, port: 8080, upstreams: [4001, 4002] });
    expect(config).toContain('listen 127.0.0.1:8080;');
    expect(config).toContain('server 127.0.0.1:4001 max_fails=1 fail_timeout=10s;');
    expect(config).toContain('server 127.0.0.1:4002 max_fails=1 fail_timeout=10s;');
    expect(config).toContain('proxy_set_header Host $http_host;');
    expect(config).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
    expect(config).not.toContain('ssl');
  });

  it('with a certificate, answers HTTPS with HTTP/2 on the port', () => {
    const config = nginxConfig({
      dir,
      port: 8443,
      upstreams: [4001],
      tls: { certFile: '/tmp/edge.crt', keyFile: '/tmp/edge.key' },
    });
    expect(config).toContain('listen 127.0.0.1:8443 ssl http2;');
    expect(config).toContain('ssl_certificate /tmp/edge.crt;');
    expect(config).toContain('ssl_certificate_key /tmp/edge.key;');
  });
});
