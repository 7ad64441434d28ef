export interface EdgeTls {
  certFile: string;
  keyFile: string;
}
export function nginxBin(): string | undefined;
export function nginxConfig(options: {
  dir: string;
  port: number;
  upstreams: readonly number[];
  tls?: EdgeTls;
}): string;
export function startNginx(options: { port: number; upstreams: readonly number[]; tls?: EdgeTls }): Promise<{
  origin: string;
  port: number;
  stop: () => Promise<void>;
}>;
