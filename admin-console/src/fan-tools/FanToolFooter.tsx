import { Box, Stack, Typography } from '@mui/material';
import { consoleText } from '../console-text.ts';
import { CreateGroupButton } from './groups/CreateGroupButton.tsx';
import { useCanWrite } from './use-can-write.ts';

/** 002 §2.4 footer: the copyright line and, for write-role users only, 'Create new group'. */
export const FanToolFooter = ({ onGroupCreated }: { onGroupCreated: () => void }) => {
  const canWrite = useCanWrite();
  return (
    <Box component="footer" sx={{ mt: 4, py: 2, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {consoleText.copyright(new Date().getFullYear())}
        </Typography>
        {canWrite ? <CreateGroupButton onCreated={onGroupCreated} /> : null}
      </Stack>
    </Box>
  );
};
