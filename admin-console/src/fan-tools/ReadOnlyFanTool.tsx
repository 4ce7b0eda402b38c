import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { loadFlags, type FeatureFlags } from '../api/flags.ts';
import { LoadingStatus } from './common/LoadingStatus.tsx';
import { FanToolContext, type FanToolContextValue } from './FanToolContext.ts';

/**
 * The tool's cards outside the tool (the FAN and group pages): read mode for every employee, so they show what the
 * tool shows without its controls, whose changes belong to the tool's searches; the flags in force pick the paths
 * (the 'Export FANs' link).
 */
export const ReadOnlyFanTool = ({ children }: { children: ReactNode }) => {
  const [flags, setFlags] = useState<FeatureFlags | null>(null);
  useEffect(() => {
    let shown = true;
    void loadFlags().then((loaded) => {
      if (shown) setFlags(loaded);
    });
    return () => {
      shown = false;
    };
  }, []);
  const context = useMemo<FanToolContextValue | null>(() => (flags ? { mode: 'read', flags } : null), [flags]);
  if (!context) return <LoadingStatus />;
  return <FanToolContext.Provider value={context}>{children}</FanToolContext.Provider>;
};
