import { Accordion, AccordionDetails, AccordionSummary, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { fanToolsText } from '@carrier/shared/fan-tools';
import { consoleText } from '../../console-text.ts';
import { DetailList, type DetailItem } from '../common/DetailList.tsx';
import { formatCreatedOn } from '../../ui/format.ts';
import { TokenLinkValue } from '../../ui/TokenLinkValue.tsx';
import { GenerateTokenButton } from '../common/GenerateTokenButton.tsx';
import { useCanWrite } from '../use-can-write.ts';
import { useFanToolActions } from '../use-fan-tool-actions.ts';
import { groupTokenLink } from './group-format.ts';
import { SplashPageSwitch } from './SplashPageSwitch.tsx';
import { SplashViewChoice } from './SplashViewChoice.tsx';
import { useGroupCardContext } from './use-group-card-context.ts';

/**
 * 002 §2.4 'Group Management': the current group token link and its created date, and for the write role
 * 'Generate new group token', the splash page switch and the List view / Search view choice. Readers see the same
 * facts as text.
 */
export const GroupManagementSection = () => {
  const canWrite = useCanWrite();
  const { group, state, dispatch } = useGroupCardContext();
  const link = groupTokenLink(state.token, state.tokenLink, window.location.origin);
  const id = `group-${group.groupId}-management`;

  const items: DetailItem[] = [
    {
      label: consoleText.currentGroupTokenLink,
      value: <TokenLinkValue link={link} />,
    },
    { label: fanToolsText.createdOn, value: formatCreatedOn(state.tokenGenerationDate) },
  ];
  if (!canWrite) {
    items.push(
      { label: consoleText.splashPageStatus, value: state.isWebEnabled ? consoleText.on : consoleText.off },
      { label: consoleText.splashPageView, value: state.isList ? fanToolsText.listView : fanToolsText.searchView },
    );
  }
  if (state.webStatusReason) items.push({ label: consoleText.reasonForChange, value: state.webStatusReason });

  return (
    <Accordion
      disableGutters
      variant="outlined"
      expanded={state.expanded.management}
      onChange={(_, expanded) => dispatch({ type: 'sectionToggled', section: 'management', expanded })}
      slotProps={{ heading: { component: 'h4' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-summary`} aria-controls={`${id}-details`}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {fanToolsText.groupManagement}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <DetailList items={items} />
        {canWrite ? (
          <Stack spacing={2} sx={{ mt: 2, alignItems: 'flex-start' }}>
            <GenerateGroupToken />
            <SplashPageSwitch />
            <SplashViewChoice />
          </Stack>
        ) : null}
      </AccordionDetails>
    </Accordion>
  );
};

const GenerateGroupToken = () => {
  const actions = useFanToolActions();
  const { group, dispatch } = useGroupCardContext();
  return (
    <GenerateTokenButton
      label={fanToolsText.generateNewGroupToken}
      title={consoleText.groupTokenModalTitle}
      subject={`${fanToolsText.groupId} ${group.groupId}`}
      onGenerate={async (updateReason) => {
        const { data } = await actions.generateGroupToken({ groupId: group.groupId, updateReason });
        dispatch({ type: 'tokenGenerated', token: data.token, tokenLink: data.tokenLink, timeStamp: data.timeStamp });
      }}
    />
  );
};
