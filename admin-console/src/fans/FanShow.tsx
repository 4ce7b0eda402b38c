import { Show, useRecordContext } from 'react-admin';
import { Box, Divider } from '@mui/material';
import type { FanProfile } from '@carrier/shared/fan-tools';
import { FanInformationCard, ReadOnlyFanTool, TokenLinksCard } from '../fan-tools/index.ts';
import { AuditTrailSection } from '../ui/AuditTrailSection.tsx';
import { PageHeading, PageSection } from '../ui/PageHeading.tsx';
import { consoleText } from '../console-text.ts';
import { FanGroupsSection } from './FanGroupsSection.tsx';
import { FanTitle } from './FanTitle.tsx';

/** The tool's 'FAN information' and 'Token links' cards (002 §2.4) for the FAN shown, side by side as in the tool. */
const FanCards = () => {
  const fan = useRecordContext<FanProfile>();
  if (!fan) return null;
  return (
    <ReadOnlyFanTool>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }}>
        <FanInformationCard profile={fan} activity={false} />
        <TokenLinksCard profile={fan} />
      </Box>
    </ReadOnlyFanTool>
  );
};

/**
 * One FAN: the tool's cards, read-only for everyone (changes go through the tool, which asks for a reason), then
 * the groups it belongs to and its activity.
 */
export const FanShow = () => (
  <Show title={<FanTitle />}>
    <PageHeading>
      <FanTitle />
    </PageHeading>
    <PageSection id="fan-profile-heading" title={consoleText.profileSection}>
      <Box sx={{ p: 2 }}>
        <FanCards />
      </Box>
    </PageSection>
    <Divider />
    <FanGroupsSection />
    <Divider />
    <AuditTrailSection entityType="fan" />
  </Show>
);
