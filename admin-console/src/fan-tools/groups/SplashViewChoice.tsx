import { Box, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { fanToolsText } from '@carrier/shared/fan-tools';
import { consoleText } from '../../console-text.ts';
import { ConfirmDialog } from '../dialogs/ConfirmDialog.tsx';
import { useFanToolActions } from '../use-fan-tool-actions.ts';
import { shownIsList } from './group-card-reducer.ts';
import { useGroupCardContext } from './use-group-card-context.ts';

/**
 * 002 §2.4, §4: List view ('500 FANs max.') or Search view (write role). A choice is confirmed in the 'Confirm splash
 * page change' modal ('Are you sure you want to change the splash page?'); on API failure, or when the modal is
 * cancelled, the radio reverts. The card's 'Splash page' line keeps the saved view until the change is saved.
 */
export const SplashViewChoice = () => {
  const actions = useFanToolActions();
  const { group, state, dispatch } = useGroupCardContext();
  const isList = shownIsList(state);
  const requested = state.requestedIsList;
  const name = `group-${group.groupId}-view`;

  const confirm = async () => {
    if (requested === null) return;
    try {
      const { data } = await actions.updateGroupView({ groupId: group.groupId, listView: requested });
      dispatch({ type: 'viewSaved', isList: data.isList });
    } catch {
      dispatch({ type: 'viewFailed' });
    }
  };

  return (
    <>
      <FormControl component="fieldset">
        <FormLabel component="legend">{consoleText.splashPageView}</FormLabel>
        <RadioGroup
          row
          name={name}
          value={isList ? 'list' : 'search'}
          onChange={(event) => dispatch({ type: 'viewRequested', isList: event.target.value === 'list' })}
        >
          <FormControlLabel
            value="list"
            control={<Radio />}
            label={
              <>
                {fanToolsText.listView}{' '}
                <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
                  {fanToolsText.listViewMax}
                </Box>
              </>
            }
          />
          <FormControlLabel value="search" control={<Radio />} label={fanToolsText.searchView} />
        </RadioGroup>
      </FormControl>
      <ConfirmDialog
        open={state.dialog === 'view'}
        title={consoleText.changeView}
        question={`${fanToolsText.confirmSplashChange} ${consoleText.viewTarget(requested ?? isList)}`}
        confirmLabel={consoleText.switchView}
        onClose={() => dispatch({ type: 'dialogClosed' })}
        onConfirm={confirm}
      />
    </>
  );
};
