import { describe, expect, it } from 'vitest';
import { ThreadPool, threadMessages } from './threads.ts';

const echo = { source: new URL('./threads-echo.test-thread.ts', import.meta.url), bundle: 'unused' };

describe('ThreadPool', () => {
  it('gives a thread back for the next use, and ends it once it has been idle too long', async () => {
    const pool = new ThreadPool(echo, 300);
    const first = pool.take();
    const messages = threadMessages<string>(first);
    first.postMessage('hello');
    expect(await messages.next()).toBe('hello again');
    messages.close();
    pool.giveBack(first);
    const second = pool.take();
    expect(second).toBe(first); // the same thread, its code already loaded
    pool.giveBack(second);
    const ended = new Promise<number>((resolve) => second.once('exit', resolve));
    expect(await ended).toBe(1); // terminated by the pool after 300 ms idle
    const third = pool.take();
    expect(third).not.toBe(first);
    await third.terminate();
  });

  it('tells a reader of its messages when the thread has failed', async () => {
    const pool = new ThreadPool(echo, 60_000);
    const thread = pool.take();
    const messages = threadMessages<string>(thread);
    thread.postMessage('fail');
    await expect(messages.next()).rejects.toThrow('asked to fail');
    messages.close();
  });

  it("starts a thread with its entry's heap limits", async () => {
    const pool = new ThreadPool({ ...echo, resourceLimits: { maxYoungGenerationSizeMb: 8 } }, 60_000);
    const thread = pool.take();
    const messages = threadMessages<string>(thread);
    thread.postMessage('limits');
    expect(JSON.parse(await messages.next())).toMatchObject({ maxYoungGenerationSizeMb: 8 });
    messages.close();
    await thread.terminate();
  });
});
