import { useId } from 'react';
import { Card, CardContent, Link, Typography } from '@mui/material';
import { fanToolsText, type FanProfile } from '@carrier/shared';
import { consoleText } from '../console-text.ts';
import { DetailList } from './DetailList.tsx';
import { formatCreatedOn, tokenLinkHref } from './format.ts';

/** 002 §2.4 'Token links': the current token link and when it was created (MM/DD/YYYY). */
export const TokenLinksCard = ({ profile }: { profile: FanProfile }) => {
  const headingId = useId();
  const href = tokenLinkHref(profile.currentTokenLink);
  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Typography variant="h6" component="h3" id={headingId} sx={{ mb: 2 }}>
          {fanToolsText.tokenLinks}
        </Typography>
        <DetailList
          items={[
            {
              label: consoleText.currentTokenLink,
              value: href ? (
                <Link href={href} target="_blank" rel="noopener noreferrer">
                  {profile.currentTokenLink}
                </Link>
              ) : (
                profile.currentTokenLink
              ),
            },
            { label: fanToolsText.createdOn, value: formatCreatedOn(profile.tokenTimeStamp) },
          ]}
        />
      </CardContent>
    </Card>
  );
};
