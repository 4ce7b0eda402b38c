/**
 * The Lighthouse scores table for `npm run bench`: the same pages, profiles and runs as the budgets suite
 * (tests/lighthouse/), against the compiled gateway on its own port, printed with the budgets beside them.
 */
import { CATEGORIES, TARGETS, targetName } from '../lighthouse/budgets.ts';
import { startGateway } from '../lighthouse/gateway-process.ts';
import { formatMetrics, measurePage, RUNS } from '../lighthouse/run-lighthouse.ts';

export async function runLighthouseBench(port = Number(process.env.LIGHTHOUSE_PORT ?? 8095)): Promise<void> {
  const gateway = await startGateway(port);
  try {
    console.log(
      `Lighthouse 12 (median of ${RUNS} runs; budget in brackets, * missed; a target not yet judged has ?, ~ not yet met)`,
    );
    console.log(`${'page'.padEnd(30)} ${CATEGORIES.map((c) => c.padStart(18)).join('')}  metrics`);
    for (const target of TARGETS) {
      const result = await measurePage(`${gateway.origin}${target.path}`, target.preset);
      const cells = CATEGORIES.map((c) => {
        const score = result.scores[c];
        const budget = target.budgets[c];
        const aim = target.targets?.[c];
        if (aim !== undefined) return `${score < aim ? '~' : ' '}${score} (${aim}?)`.padStart(18);
        if (budget === undefined) return `${score} (-)`.padStart(18);
        return `${score < budget ? '*' : ' '}${score} (${budget})`.padStart(18);
      });
      console.log(`${targetName(target).padEnd(30)} ${cells.join('')}  ${formatMetrics(result)}`);
    }
  } finally {
    await gateway.stop();
  }
}
