import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { siteText } from '../../site/site-text.ts';
import { useLocale } from '../../site/use-locale.ts';
import {
  eligibleAccounts,
  militaryEmptyState,
  placeholderValues,
  replacePlaceholders,
} from '@carrier/shared/self-service';
import { MilitaryScreen } from './MilitaryScreen.tsx';
import { MilitarySteps } from './MilitarySteps.tsx';
import { useMilitaryContext } from './use-military-context.ts';
import { useMilitaryProfile } from './use-military-profile.ts';

/**
 * 000 §2 military form for a signed-in customer: the profile, then an empty state (no primary e-mail, no wireless
 * account, nothing to restore or cancel) or the greeting and the steps. A profile failure only stops the spinner.
 */
export function MilitaryFlow() {
  const { content } = useMilitaryContext();
  const profile = useMilitaryProfile(content.profileApi);
  const locale = useLocale();
  const values = profile.status === 'ready' ? placeholderValues(profile.profile.user) : {};
  const fill = (text: string) => replacePlaceholders(text, values);
  const empty = profile.status === 'ready' ? militaryEmptyState(profile.profile, content.requestType) : null;
  const account =
    profile.status === 'ready' ? eligibleAccounts(profile.profile.services, content.requestType)[0] : undefined;

  return (
    <Container maxWidth="md" component="section" aria-labelledby="military-heading" data-testid="military-form">
      <Typography id="military-heading" component="h2" variant="h2" sx={{ mb: 1 }}>
        {content.heading}
      </Typography>
      {profile.status === 'loading' && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
          <CircularProgress size={24} aria-hidden="true" />
          <Typography component="p">{siteText[locale].loading}</Typography>
        </Box>
      )}
      {profile.status === 'ready' && (
        <>
          <Typography component="p" sx={{ fontSize: '1.25rem', mb: 1 }} data-testid="military-greeting">
            {fill(content.greeting)}
          </Typography>
          {content.description && (
            <Typography component="p" sx={{ mb: 3 }}>
              {fill(content.description)}
            </Typography>
          )}
          {empty ? (
            <MilitaryScreen
              testId={`military-empty-${empty}`}
              heading={fill(content.emptyStates[empty].heading)}
              text={fill(content.emptyStates[empty].text)}
            />
          ) : (
            account && <MilitarySteps user={profile.profile.user} account={account} fill={fill} />
          )}
        </>
      )}
    </Container>
  );
}
