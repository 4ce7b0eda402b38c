/**
 * One load of the /healthz benchmark (tests/bench/healthz.ts forks it): autocannon against one server, warmed up for
 * a second, then, when the parent says go (it reads the server's CPU time first), measured; the result goes back
 * over IPC. A load generator of its own for every measurement: one that has just driven another server carries that
 * server's answers in its own compiled code and heap, and drove the next server measurably slower or faster
 * (decision 036).
 *   args: <port> <connections> <seconds>
 */
import autocannon from 'autocannon';
import { send } from './child-process.ts';

const [port, connections, seconds] = process.argv.slice(2).map(Number);
const url = `http://127.0.0.1:${port}/healthz`;
await autocannon({ url, connections, duration: 1 });
const go = new Promise((resolve) => process.once('message', resolve));
await send('warm');
await go;
const result = await autocannon({ url, connections, duration: seconds });
await send({ rps: result.requests.average, total: result.requests.total, failures: result.non2xx + result.errors });
process.disconnect();
