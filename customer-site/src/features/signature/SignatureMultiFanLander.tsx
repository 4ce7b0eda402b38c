import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { contentComponent } from '../../components/content-component.tsx';
import { useOwnsPageHeading } from '../../components/use-owns-page-heading.ts';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { useLocale } from '../../site/use-locale.ts';
import { fillText } from './fill-text.ts';
import { landerCopy, landerPropsSchema } from './lander-props.ts';
import { readLanderQuery } from './lander-query.ts';
import { LanderList } from './LanderList.tsx';
import { LanderSearch } from './LanderSearch.tsx';
import { ViewHeading } from './ViewHeading.tsx';

/**
 * 002 §2.3 the business discount lander (content type 'signatureMultiFanLander'): the group from the address, a
 * hero heading (eyebrow, group name, '!'), the search view or the list view, and a copyright line with the year.
 * Without a groupId only an empty filler area and the copyright show (and, for screen readers, the page's heading).
 */
export const SignatureMultiFanLander = contentComponent(
  'signatureMultiFanLander',
  landerPropsSchema,
  function SignatureMultiFanLanderView({ props }) {
    const locale = useLocale();
    const copy = useMemo(() => landerCopy(props, locale), [props, locale]);
    const { search } = useLocation();
    const query = useMemo(() => readLanderQuery(search), [search]);
    const year = new Date().getFullYear();
    const headingLevel = useOwnsPageHeading() ? 'h1' : 'h2';

    return (
      <Box component="section" data-testid="signature-lander" sx={{ py: { xs: 4, md: 6 } }}>
        <Container maxWidth="md">
          {query.groupId ? (
            <>
              <ViewHeading id="lander-heading">
                {query.groupName ? `${copy.eyebrow} ${query.groupName}!` : copy.welcome}
              </ViewHeading>
              {query.isList ? (
                <LanderList key={query.groupId} groupId={query.groupId} copy={copy} threshold={props.listThreshold} />
              ) : (
                <LanderSearch
                  key={query.groupId}
                  groupId={query.groupId}
                  copy={copy}
                  maxLength={props.fanIdMaxLength}
                  errors={props.errors}
                />
              )}
            </>
          ) : (
            <>
              {/* the page still has a heading for assistive technology; on screen only the filler shows */}
              <Typography component={headingLevel} sx={visuallyHidden}>
                {copy.pageHeading}
              </Typography>
              <Box data-testid="lander-filler" aria-hidden="true" sx={{ minHeight: '16rem' }} />
            </>
          )}
          <Typography
            component="p"
            variant="body2"
            data-testid="lander-copyright"
            sx={{ mt: 4, color: 'text.secondary' }}
          >
            {fillText(copy.copyright, { year })}
          </Typography>
        </Container>
      </Box>
    );
  },
);
