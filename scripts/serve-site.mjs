// A static server for the benchmarks: serves build/web/site on a free local
// port and remembers which files were asked for.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { join, extname } from 'node:path';

export const SITE = new URL('../build/web/site/', import.meta.url).pathname;
const types = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm',
                '.data': 'application/octet-stream', '.json': 'application/json', '.svg': 'image/svg+xml',
                '.png': 'image/png', '.css': 'text/css', '.webmanifest': 'application/manifest+json' };

// Returns { base, requested, close() }: base is the site's address, requested the set of paths served.
export async function serveSite(site = SITE) {
  const requested = new Set();
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname).replace(/^\/+/, '') || 'index.html';
    try {
      const body = readFileSync(join(site, path));
      requested.add(path);
      res.writeHead(200, { 'Content-Type': types[extname(path)] || 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { base: `http://127.0.0.1:${server.address().port}/`, requested, close: () => server.close() };
}
