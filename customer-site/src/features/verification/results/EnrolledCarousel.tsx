import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';

export interface CarouselCard {
  heading: string;
  copy: string;
  ctaLabel: string;
  ctaURL: string;
}

/**
 * 001 §2, §9 the enrolled-existing carousel: 3 slides at desktop and up to 1024 px, 2 at 768, 1 at 600; a scroll
 * moves by as many slides as show. The widths are CSS (the server's first render is the browser's), the scroll is
 * native (swipe, shift-wheel) and the previous and next buttons are ordinary buttons.
 */
export function EnrolledCarousel({
  label,
  previous,
  next,
  cards,
}: {
  label: string;
  previous: string;
  next: string;
  cards: readonly CarouselCard[];
}) {
  const track = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth, behavior: 'smooth' });
  };
  return (
    <Box component="section" aria-roledescription="carousel" aria-label={label} sx={{ my: 3 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mb: 1 }}>
        <IconButton aria-label={previous} onClick={() => scroll(-1)}>
          <ChevronLeft />
        </IconButton>
        <IconButton aria-label={next} onClick={() => scroll(1)}>
          <ChevronRight />
        </IconButton>
      </Box>
      <Box
        component="ul"
        ref={track}
        data-testid="enrolled-carousel"
        sx={{
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: 'calc((100% - 32px) / 3)',
          '@media (max-width: 768px)': { gridAutoColumns: 'calc((100% - 16px) / 2)' },
          '@media (max-width: 600px)': { gridAutoColumns: '100%' },
          gap: 2,
          m: 0,
          p: 0,
          listStyle: 'none',
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          '& > li': { scrollSnapAlign: 'start' },
        }}
      >
        {cards.map((card, i) => (
          <li key={card.heading} aria-roledescription="slide" aria-label={`${i + 1} / ${cards.length}`}>
            <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flexGrow: 1 }}>
                <Typography component="h3" variant="h6">
                  {card.heading}
                </Typography>
                <Typography variant="body2">{card.copy}</Typography>
              </CardContent>
              <CardActions>
                <Button href={card.ctaURL}>{card.ctaLabel}</Button>
              </CardActions>
            </Card>
          </li>
        ))}
      </Box>
    </Box>
  );
}
