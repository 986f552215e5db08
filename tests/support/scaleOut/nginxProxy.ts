import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { freePort, portAnswers, startDaemon } from '../collectorPeers/daemons';

/**
 * The load balancer of the deployment guide: a round robin over the web processes that passes a
 * request to the next one when the first cannot be reached or dies before it answers. nginx
 * retries such a request only while it is idempotent (GET, HEAD, PUT, DELETE) or was never sent
 * (connection refused): a POST that reached a process which then died answers 502, and the client
 * decides whether to send it again.
 */
const nginxConf = (dir: string, port: number, upstreams: number[]) => `
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # The portal enforces its own limits on uploads (DOC_MAX_BYTES, DSN_MAX_MB).
  client_max_body_size 0;
  upstream liasse {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://liasse;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_read_timeout 300s;
    }
  }
}
`;

/** Debian's nginx as a plain foreground process with its own prefix under `dir`, on a loopback port. */
export const startNginx = async (dir: string, upstreams: number[]) => {
  await mkdir(dir, { recursive: true });
  // Started as root, nginx's workers run as nobody: they must reach the temporary directories.
  await chmod(dir, 0o755);
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(conf, nginxConf(dir, port, upstreams));
  const daemon = await startDaemon('/usr/sbin/nginx', ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf], {
    port,
    ready: () => portAnswers(port),
  });
  return { url: `http://127.0.0.1:${port}`, stop: daemon.stop };
};
