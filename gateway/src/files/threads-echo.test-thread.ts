import { parentPort } from 'node:worker_threads';

// A thread for threads.test.ts: answers each message, or fails when asked to.
parentPort!.on('message', (message: string) => {
  if (message === 'fail') throw new Error('asked to fail');
  parentPort!.postMessage(`${message} again`);
});
