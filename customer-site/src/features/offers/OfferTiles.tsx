import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { defaultTabIndex, OFFER_TEXTS, type Offer, type OfferTab } from '@carrier/shared/offers';
import { contentComponent } from '../../components/content-component.tsx';
import { useLocale } from '../../site/use-locale.ts';
import { OfferCarousel } from './OfferCarousel.tsx';
import { offerTilesPropsSchema } from './offer-tiles-props.ts';
import { OfferTile } from './OfferTile.tsx';
import { OfferTray } from './OfferTray.tsx';
import { useOfferTiles } from './use-offer-tiles.ts';

/**
 * 002 §2.5 offer tiles (content type 'offerTiles'): the page's tabs of offers (the default tab open first), each a
 * carousel of tiles, and the tray of the tile whose details are opened. A failed or empty offers call shows nothing.
 */
export const OfferTiles = contentComponent('offerTiles', offerTilesPropsSchema, function OfferTilesView({ props }) {
  const locale = useLocale();
  const text = OFFER_TEXTS[locale === 'es-us' ? 'es' : 'en'];
  const state = useOfferTiles(props, locale);
  const [tray, setTray] = useState<Offer | null>(null);
  const baseId = useId();
  const headingId = `${baseId}-heading`;

  if (state.status === 'ready' && state.tabs.length === 0) return null;
  const labels = { ...text, ...(state.status === 'ready' ? state.labels : {}) };
  return (
    <Container
      component="section"
      maxWidth="lg"
      aria-labelledby={headingId}
      data-testid="offer-tiles"
      data-state={state.status}
      sx={{ py: { xs: 4, md: 6 } }}
    >
      <Typography id={headingId} component="h2" variant="h2" sx={{ mb: 3 }}>
        {props.heading ?? labels.sectionHeading}
      </Typography>
      {state.status === 'loading' ? (
        <Box aria-busy="true" sx={{ minHeight: 240 }}>
          <CircularProgress aria-label={labels.carouselLabel} />
        </Box>
      ) : (
        <TabbedOffers
          key={state.tabs.map((t) => t.tabName).join('|')}
          baseId={baseId}
          tabs={state.tabs}
          tabsLabel={labels.tabsLabel}
          renderTab={(tab, i) => (
            <OfferCarousel
              id={`${baseId}-carousel-${i}`}
              accordionView={props.accordionView ?? false}
              labels={labels}
              slides={tab.offers.map((offer) => (
                <OfferTile
                  key={offer.offerID}
                  offer={offer}
                  partnerView={state.partnerView}
                  labels={labels}
                  onDetails={setTray}
                />
              ))}
            />
          )}
        />
      )}
      <OfferTray offer={tray} locale={locale} labels={labels} onClose={() => setTray(null)} />
    </Container>
  );
});

/** Tabs (tabName) when there are several, the default one selected first; one tab shows its offers alone. */
function TabbedOffers({
  baseId,
  tabs,
  tabsLabel,
  renderTab,
}: {
  baseId: string;
  tabs: OfferTab[];
  tabsLabel: string;
  renderTab: (tab: OfferTab, index: number) => ReactNode;
}) {
  const [selected, setSelected] = useState(() => defaultTabIndex(tabs));
  if (tabs.length === 1) return <>{renderTab(tabs[0]!, 0)}</>;
  return (
    <>
      <Tabs
        value={selected}
        onChange={(_, value: number) => setSelected(value)}
        aria-label={tabsLabel}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab, i) => (
          <Tab
            key={tab.tabName}
            label={tab.tabName}
            value={i}
            id={`${baseId}-tab-${i}`}
            aria-controls={`${baseId}-panel-${i}`}
          />
        ))}
      </Tabs>
      {tabs.map((tab, i) => (
        <div
          key={tab.tabName}
          role="tabpanel"
          id={`${baseId}-panel-${i}`}
          aria-labelledby={`${baseId}-tab-${i}`}
          hidden={selected !== i}
        >
          {selected === i && renderTab(tab, i)}
        </div>
      ))}
    </>
  );
}
