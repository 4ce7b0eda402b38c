import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSession } from '../../../site/session/use-session.ts';
import { useLocale } from '../../../site/use-locale.ts';
import { accountInFocusIsWireless } from './api/profile-type.ts';
import { uploadLaterUrl } from './upload-later-links.ts';

/**
 * 001 §2 upload later: a warning (benefits go after 14 days), the upload-later copy and the links back through the
 * enrollment's sign-in. The hard-login link is dropped for a signed-in customer whose account is not wireless.
 */
export function UploadLater({
  verificationId,
  texts,
}: {
  verificationId: string | undefined;
  texts: { warning: string; copy: string; hardLogin: string; softLogin: string };
}) {
  const { session } = useSession();
  const locale = useLocale();
  const [hardLogin, setHardLogin] = useState(true);
  useEffect(() => {
    if (session.status !== 'signedIn') return;
    let live = true;
    void accountInFocusIsWireless().then((wireless) => live && setHardLogin(wireless));
    return () => {
      live = false;
    };
  }, [session.status]);

  return (
    <Box data-testid="upload-later">
      <Alert severity="warning" sx={{ mb: 2 }}>
        {texts.warning}
      </Alert>
      <Typography sx={{ mb: 2 }}>{texts.copy}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
        {hardLogin && (
          <li>
            <Link href={uploadLaterUrl('hardLogin', verificationId, locale)}>{texts.hardLogin}</Link>
          </li>
        )}
        <li>
          <Link href={uploadLaterUrl('softLogin', verificationId, locale)}>{texts.softLogin}</Link>
        </li>
      </Box>
    </Box>
  );
}
