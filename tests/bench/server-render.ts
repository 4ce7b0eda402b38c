/**
 * A server-rendered customer page through the whole gateway (session lookup, the page document from the store,
 * React's render with its styles, the HTML template) against a bare Fastify route that sends the same bytes, in
 * the same run: the ratio is the cost of rendering on the server. Also the size of the home page's HTML.
 */
import zlib from 'node:zlib';
import Fastify from 'fastify';

/** run.ts's load: a warm-up, then autocannon for the run's duration. */
type Load = (url: string, headers?: Record<string, string>) => Promise<{ rps: number; p50: number; p99: number }>;

/**
 * `cookie`: a signed-in session; its pages are rendered on every request (an anonymous page rendered from the same
 * data is sent again for a few seconds), so that row is the cost of React's render itself.
 */
export async function runServerRenderBench(gatewayOrigin: string, load: Load, cookie: string): Promise<void> {
  const res = await fetch(`${gatewayOrigin}/`);
  const html = await res.text();
  if (res.status !== 200 || !html.includes('id="initial-data"')) {
    console.log('server-rendered page: customer site not built for server rendering (npm run build)');
    return;
  }
  const bytes = Buffer.from(html);
  const bare = Fastify();
  bare.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(bytes));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const barePort = (bare.server.address() as { port: number }).port;

  const baseline = await load(`http://127.0.0.1:${barePort}/`);
  const rendered = await load(`${gatewayOrigin}/`);
  const signedIn = await load(`${gatewayOrigin}/`, { cookie });
  const row = (name: string, r: typeof baseline) =>
    console.log(`${name.padEnd(40)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms`);
  row('bare Fastify, the same HTML bytes', baseline);
  row('gateway GET / (server-rendered)', rendered);
  row('gateway GET / signed in (rendered each time)', signedIn);
  console.log(`ratio gateway server-rendered / bare same bytes: ${(rendered.rps / baseline.rps).toFixed(3)}`);
  console.log(`ratio gateway signed-in render / bare same bytes: ${(signedIn.rps / baseline.rps).toFixed(3)}`);
  console.log(
    `HTML of /: ${bytes.length} bytes, ${zlib.gzipSync(bytes, { level: 9 }).length} gzip, ` +
      `${zlib.brotliCompressSync(bytes).length} brotli`,
  );
  await bare.close();
}
