import { consoleText } from '../console-text.ts';
import type { FanToolActions } from '../providers/fan-tool-actions.ts';

/** The tool's changes the console confirms once they are saved; a removal confirms with its own undoable notice. */
export type ConfirmedAction = Exclude<keyof FanToolActions, 'removeFanFromGroup'>;

type Confirmations = {
  [K in ConfirmedAction]: (
    params: Parameters<FanToolActions[K]>[0],
    data: Awaited<ReturnType<FanToolActions[K]>>['data'],
  ) => string;
};

/** What react-admin's notification says after each change the tool saved, naming the FAN or group it changed. */
export const confirmations: Confirmations = {
  generateFanToken: (p) => consoleText.fanTokenGenerated(p.fanId),
  generateGroupToken: (p) => consoleText.groupTokenGenerated(p.groupId),
  updateFanWebStatus: (p) => consoleText.fanWebStatusSaved(p.fanId, p.enableStatus),
  updateGroupWebStatus: (p, d) => consoleText.groupSplashSaved(p.groupId, d.isWebEnabled),
  updateGroupView: (p, d) => consoleText.groupViewSaved(p.groupId, d.isList),
  createGroup: (_, d) => consoleText.groupCreated(d.groupId),
  addFansToGroup: (p, d) => consoleText.fansAdded(p.groupId, d.added.length),
  deleteGroup: (p) => consoleText.groupDeleted(p.groupId),
};

const confirmed = new Set<string>(Object.keys(confirmations));

/**
 * The actions with each confirmed change wrapped: when it resolves, `notify` receives the confirmation; a failure is
 * passed on unchanged for the screen to show in the spec's words.
 */
export function withConfirmations<A extends FanToolActions>(actions: A, notify: (message: string) => void): A {
  return new Proxy(actions, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof key !== 'string' || !confirmed.has(key) || typeof value !== 'function') return value;
      const confirm = confirmations[key as ConfirmedAction] as (params: unknown, data: unknown) => string;
      return async (params: unknown) => {
        const result = (await (value as (p: unknown) => Promise<{ data: unknown }>).call(target, params)) as {
          data: unknown;
        };
        notify(confirm(params, result.data));
        return result;
      };
    },
  });
}
