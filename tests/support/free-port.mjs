// Prints a TCP port that is free on the loopback interface right now (the OS picks it), for a test server.
import net from 'node:net';

const server = net.createServer();
server.unref();
server.on('error', (err) => {
  console.error(`free-port: ${err.message}`);
  process.exit(1);
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address();
  server.close(() => console.log(port));
});
