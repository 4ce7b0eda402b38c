import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PageDocument } from '@carrier/shared/content';
import { ContentErrorBoundary } from './ContentErrorBoundary.tsx';
import { PageHeadingContext } from '../../components/page-heading-context.ts';
import { canOwnPageHeading, componentFor, isFlow, panelFor } from './registry.ts';
import { DeferredHydration } from '../../site/hydration/deferred-hydration.tsx';
import { visuallyHidden } from '../../components/visually-hidden.ts';

/**
 * A page document, rendered: each panel through the registry, its components inside it. The page keeps exactly
 * one h1: the first hero carries it, and a page without one gets the document title as a hidden h1.
 */
export function PagePanels({ document }: { document: PageDocument }) {
  const owner = findHeadingOwner(document);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 5, md: 8 }, pb: { xs: 6, md: 10 } }}>
      {owner === null && (
        <Typography component="h1" sx={visuallyHidden}>
          {document.title}
        </Typography>
      )}
      {document.panels.map((panel, p) => {
        const Panel = panelFor(panel.type);
        return (
          <Panel key={p} panel={panel}>
            {panel.components.map((component, c) => {
              const Component = componentFor(component.type);
              if (!Component) return null;
              const label = `component "${component.type}"${component.id ? ` (${component.id})` : ''}`;
              const rendered = <Component id={component.id} props={component.props} />;
              return (
                <ContentErrorBoundary key={c} label={label}>
                  <PageHeadingContext value={owner === `${p}:${c}`}>
                    {/* what a customer types into hydrates in the first pass; the rest may wait */}
                    {isFlow(component.type) ? rendered : <DeferredHydration>{rendered}</DeferredHydration>}
                  </PageHeadingContext>
                </ContentErrorBoundary>
              );
            })}
          </Panel>
        );
      })}
    </Box>
  );
}

function findHeadingOwner(document: PageDocument): string | null {
  for (const [p, panel] of document.panels.entries()) {
    const c = panel.components.findIndex((component) => canOwnPageHeading(component.type));
    if (c >= 0) return `${p}:${c}`;
  }
  return null;
}
