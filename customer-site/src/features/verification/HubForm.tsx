import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { VERIFY_FORM_TEXTS, verifyFormLanguage, type Segment } from '@carrier/shared/discount-program';
import { getFlags } from '../../api/flags.ts';
import { track } from '../../analytics/track.ts';
import { contentComponent } from '../../components/content-component.tsx';
import { useOwnsPageHeading } from '../../components/use-owns-page-heading.ts';
import { useLocale } from '../../site/use-locale.ts';
import { hashFor, panelPath, segmentFromHash } from './hub/hub-hash.ts';
import { hubPropsSchema } from './verify-props.ts';
import { VerifyFlow } from './VerifyFlow.tsx';
import type { VerifyView } from './verify-state.ts';

/**
 * 001 §2 the verification hub (content type 'hubForm'): one tab per segment form, the segment as the address's hash
 * (the first one set when there is none; a hash change selects its tab; a selected tab sets the hash and fires the
 * panel's analytics path). Behind the menu flag, a menu-style category list instead, hidden once the form leaves
 * 'form'. The server renders the first segment: the hash never reaches it.
 */
export const HubForm = contentComponent('hubForm', hubPropsSchema, function HubFormView({ id, props }) {
  const segments = props.segments.map((s) => s.segment);
  const base = id ?? 'hub';
  const locale = useLocale();
  const text = VERIFY_FORM_TEXTS[verifyFormLanguage(locale)];
  const ownsH1 = useOwnsPageHeading();
  const { hash, search } = useLocation();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<Segment>(segments[0]!);
  /** Panels visited: kept mounted (hidden), so what was typed in one survives a look at another. */
  const [visited, setVisited] = useState<ReadonlySet<Segment>>(() => new Set());
  /**
   * The forms mount once the address's hash has chosen the tab: the server (which never sees the hash) and the
   * first render in the browser show the first tab waiting, and a returning customer's link never looks their
   * verification up in a segment it does not name.
   */
  const [settled, setSettled] = useState(false);
  const [menuList, setMenuList] = useState(false);
  const [views, setViews] = useState<Partial<Record<Segment, VerifyView>>>({});

  useEffect(() => {
    let live = true;
    void getFlags().then((f) => {
      if (live) setMenuList(f.verifyMenuList);
    });
    return () => {
      live = false;
    };
  }, []);

  const key = segments.join('|');
  const show = useCallback((segment: Segment) => {
    setSelected(segment);
    setVisited((v) => (v.has(segment) ? v : new Set([...v, segment])));
  }, []);
  useEffect(() => {
    const segment = segmentFromHash(hash, key.split('|') as Segment[]);
    show(segment);
    setSettled(true);
    if (hash !== hashFor(segment)) void navigate({ search, hash: hashFor(segment) }, { replace: true });
  }, [hash, search, key, navigate, show]);

  // 001 §2 a hash change selects the tab, whoever changed the address (the router's own navigations fire none)
  useEffect(() => {
    const onHashChange = () => show(segmentFromHash(window.location.hash, key.split('|') as Segment[]));
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [key, show]);

  const select = (segment: Segment) => {
    if (segment === selected) return;
    track({ event: 'virtualPageView', pagePath: panelPath(segment) });
    show(segment);
    void navigate({ search, hash: hashFor(segment) });
  };

  const viewChanged = useCallback((segment: Segment, view: VerifyView) => {
    setViews((v) => (v[segment] === view ? v : { ...v, [segment]: view }));
  }, []);
  const tabId = (s: Segment) => `${base}-tab-${s}`;
  const panelId = (s: Segment) => `${base}-panel-${s}`;
  const showMenu = menuList && (views[selected] ?? 'form') === 'form';

  return (
    <Container maxWidth="lg" sx={{ py: 4 }} data-testid="verification-hub">
      {props.heading && (
        <Typography component={ownsH1 ? 'h1' : 'h2'} variant="h1" sx={{ mb: 3 }}>
          {props.heading}
        </Typography>
      )}
      {menuList ? (
        showMenu && (
          <Box component="nav" aria-label={text.segmentsLabel} sx={{ mb: 3 }}>
            <List sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {props.segments.map((s) => (
                <ListItem key={s.segment} disablePadding sx={{ width: 'auto' }}>
                  <ListItemButton
                    component="a"
                    href={hashFor(s.segment)}
                    id={tabId(s.segment)}
                    selected={s.segment === selected}
                    aria-current={s.segment === selected ? 'page' : undefined}
                    onClick={(e: React.MouseEvent) => {
                      e.preventDefault();
                      select(s.segment);
                    }}
                    sx={{ flex: '0 0 auto', borderRadius: 1 }}
                  >
                    <ListItemText primary={s.segmentDisplayName} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Box>
        )
      ) : (
        <Tabs
          value={selected}
          onChange={(_, v: Segment) => select(v)}
          aria-label={text.segmentsLabel}
          variant="scrollable"
          sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
        >
          {props.segments.map((s) => (
            <Tab
              key={s.segment}
              value={s.segment}
              label={s.segmentDisplayName}
              id={tabId(s.segment)}
              aria-controls={panelId(s.segment)}
            />
          ))}
        </Tabs>
      )}
      {props.segments.map((s) => (
        <Box
          key={s.segment}
          role={menuList ? 'region' : 'tabpanel'}
          hidden={s.segment !== selected}
          id={panelId(s.segment)}
          aria-labelledby={menuList ? undefined : tabId(s.segment)}
          aria-label={menuList ? s.segmentDisplayName : undefined}
        >
          {!settled && s.segment === selected && (
            <Box aria-busy="true" sx={{ minHeight: '18rem' }}>
              <CircularProgress aria-label={text.busy} />
            </Box>
          )}
          {settled && visited.has(s.segment) && (
            <VerifyFlow
              content={s}
              siblings={props.segments.filter((o) => o.segment !== s.segment)}
              headingLevel={props.heading && !ownsH1 ? 'h3' : 'h2'}
              onViewChange={(view) => viewChanged(s.segment, view)}
            />
          )}
        </Box>
      ))}
    </Container>
  );
});
