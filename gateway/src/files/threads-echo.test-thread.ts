import { parentPort, resourceLimits } from 'node:worker_threads';

// A thread for threads.test.ts: answers each message, tells its heap limits, or fails when asked to.
parentPort!.on('message', (message: string) => {
  if (message === 'fail') throw new Error('asked to fail');
  if (message === 'limits') return parentPort!.postMessage(JSON.stringify(resourceLimits));
  parentPort!.postMessage(`${message} again`);
});
