import { createServer, request as forwardRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the line between the browser and the server behaves for writes (POST, PUT, PATCH, DELETE under
 * /api): `pass`; `refuse`: the connection drops before the write reaches the server; `loseAnswer`: the
 * server gets and carries out the write, and the connection drops before its answer arrives.
 * Reads pass in these, so pages keep loading while the writes meet a dead line. `down`: every request
 * dies, pages, code and reads too, as when the airfield has no coverage at all.
 */
export type LineMode = 'pass' | 'refuse' | 'loseAnswer' | 'down';

/**
 * A proxy between the browser and the test server that cuts the connection for real (the socket is
 * destroyed, as a lost mobile connection does), which Playwright's offline switch cannot do for
 * every request. The page opens the proxy's address.
 */
export async function cuttableProxy(target: string) {
  const upstream = new URL(target);
  let mode: LineMode = 'pass';
  const server = createServer((incoming, outgoing) => {
    const write = incoming.method !== 'GET' && incoming.method !== 'HEAD' && Boolean(incoming.url?.startsWith('/api/'));
    if (mode === 'down' || (write && mode === 'refuse')) {
      incoming.socket.destroy();
      return;
    }
    const losing = write && mode === 'loseAnswer';
    const forward = forwardRequest(
      { host: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers: incoming.headers },
      (answer) => {
        if (losing) {
          answer.resume();
          answer.on('end', () => incoming.socket.destroy());
          return;
        }
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => incoming.socket.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    set: (next: LineMode) => {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
