import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  pageOf,
  planNameMatches,
  PLAN_GRID,
  type LabelTexts,
  type PlanFinderTexts,
  type PlanCard as PlanCardData,
} from '@carrier/shared/address-shopping';
import type { Locale } from '@carrier/shared/content';
import { fill } from './fill.ts';
import { PlanCard } from './PlanCard.tsx';

/**
 * 002 §2.1, §9 GRID_VIEW: cards 3 a row, a page at a time (page size 9 by default), with a search box only when
 * the plans exceed the page size; the search matches the start of a word in the plan name, and nothing matching
 * shows an error.
 */
export function PlanGrid({
  cards,
  pageSize,
  texts,
  labelTexts,
  locale,
}: {
  cards: readonly PlanCardData[];
  pageSize: number;
  texts: PlanFinderTexts;
  labelTexts: LabelTexts;
  locale: Locale;
}) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const found = useMemo(() => cards.filter((c) => planNameMatches(c.heading, search)), [cards, search]);
  const shown = pageOf(found, page, pageSize);
  const noMatch = found.length === 0;

  return (
    <Box data-testid="plan-grid">
      {cards.length > pageSize && (
        <TextField
          id="plan-search"
          type="search"
          label={texts.searchLabel}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          error={noMatch}
          helperText={noMatch ? fill(texts.noSearchMatch, { search: search.trim() }) : texts.searchHelp}
          sx={{ mb: 2, width: '100%', maxWidth: '24rem' }}
          slotProps={{ htmlInput: { maxLength: 100 }, formHelperText: { role: noMatch ? 'alert' : undefined } }}
        />
      )}
      <Typography role="status" variant="body2" sx={{ mb: 1 }}>
        {found.length === 1 ? texts.plansShownOne : fill(texts.plansShown, { count: found.length })}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${PLAN_GRID.perRow}, 1fr)` },
        }}
      >
        {shown.items.map((card) => (
          <li key={card.nutritionLabel.uniqueId}>
            <PlanCard card={card} texts={labelTexts} locale={locale} />
          </li>
        ))}
      </Box>
      {shown.pages > 1 && (
        <Pagination
          sx={{ mt: 3 }}
          count={shown.pages}
          page={shown.current}
          onChange={(_e, value) => setPage(value)}
          aria-label={texts.pages}
          getItemAriaLabel={(type, item) => (type === 'page' ? fill(texts.pageItem, { page: item ?? 0 }) : type)}
        />
      )}
    </Box>
  );
}
