// First: before any module builds a zod schema.
import './site/zod-without-eval.ts';
import { START_APP, START_STAGES } from './app/start/start-stages.ts';

/** A task boundary: the browser paints and answers input before the next step runs. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The app's code in steps (see START_STAGES), then the page taken over. */
async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  for (const stage of START_STAGES) {
    await stage();
    await nextTask();
  }
  const { startApp } = await START_APP.load();
  await nextTask();
  startApp(root);
}

void start();
